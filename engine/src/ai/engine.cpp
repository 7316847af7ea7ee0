// engine.cpp: the asynchronous AI for the game: a worker thread that runs one search at a time
// for go(), reports through callbacks and ends early on stop().
#include "taflbord/ai/search.h"

namespace tafl::ai {

struct Engine::Job {
    Position position;
    Limits limits;
    Style style;
    std::uint64_t seed;
    std::function<void(const Info&)> on_info;
    std::function<void(const Result&)> on_done;
    int threads = 1;
};

Engine::Engine(std::size_t tt_megabytes) : searcher_(tt_megabytes), thread_([this] { worker(); }) {}

Engine::~Engine() {
    {
        std::lock_guard<std::mutex> lock(mutex_);
        quit_ = true;
        stop_ = true;
    }
    wake_.notify_all();
    thread_.join();
}

void Engine::go(const Position& pos, const Limits& limits, const Style& style, std::uint64_t seed,
                std::function<void(const Info&)> on_info, std::function<void(const Result&)> on_done, int threads) {
    wait();
    {
        std::lock_guard<std::mutex> lock(mutex_);
        job_ = std::make_unique<Job>(Job{pos, limits, style, seed, std::move(on_info), std::move(on_done), threads});
        pending_ = true;
        stop_ = false;
        busy_ = true;
    }
    wake_.notify_all();
}

void Engine::stop() { stop_ = true; }

void Engine::wait() {
    std::unique_lock<std::mutex> lock(mutex_);
    idle_.wait(lock, [this] { return !pending_ && !busy_.load(); });
}

void Engine::worker() {
    for (;;) {
        std::unique_ptr<Job> job;
        {
            std::unique_lock<std::mutex> lock(mutex_);
            wake_.wait(lock, [this] { return quit_ || pending_; });
            if (quit_) return;
            job = std::move(job_);
            pending_ = false;
        }
        searcher_.set_threads(job->threads);  // here, on the worker: the searcher is its own
        Result r = searcher_.search(job->position, job->limits, job->style, job->seed, job->on_info, &stop_);
        if (job->on_done) job->on_done(r);
        {
            std::lock_guard<std::mutex> lock(mutex_);
            busy_ = false;
        }
        idle_.notify_all();
    }
}

}  // namespace tafl::ai
