// match.cpp: the match: players, the live line and its view, undo and redo, endings, the clock,
// extra tags, and the game record.
#include "match/match.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <stdexcept>
#include <system_error>
#include <utility>

#include "taflbord/ai/levels.h"
#include "taflbord/game_record.h"
#include "taflbord/notation.h"
#include "taflbord/text.h"

namespace tafl::match {

namespace {

// [SECTION] Record tags

constexpr std::string_view kPersonTag = "person";
constexpr std::string_view kSeedTag = "taflbord-seed";
// Endings the engine's record cannot say: an agreed draw, and a resignation by the side that is
// not to move (`---` is always the side to move's).
constexpr std::string_view kEndTag = "taflbord-end";
constexpr std::string_view kDrawAgreed = "draw-agreed";
constexpr std::string_view kAttackersResigned = "attackers-resigned";
constexpr std::string_view kDefendersResigned = "defenders-resigned";
constexpr std::string_view kAttackersTimeout = "attackers-timeout";
constexpr std::string_view kDefendersTimeout = "defenders-timeout";
// OpenTafl's clock tags (clock.h).
constexpr std::string_view kTimeControlTag = "time-control";
constexpr std::string_view kTimeRemainingTag = "time-remaining";
// Extra tags are ours: this prefix, and none of the tags the match or the engine interpret.
constexpr std::string_view kExtraPrefix = "taflbord-";
constexpr std::array<std::string_view, 5> kInterpretedTags = {"taflbord-preset", "taflbord-rules", "taflbord-to-move",
                                                              kSeedTag, kEndTag};

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// "YYYY.MM.DD", the date format of OpenTafl records (digits only; the calendar is not checked).
bool is_record_date(std::string_view date) {
    if (date.size() != 10 || date[4] != '.' || date[7] != '.') return false;
    for (std::size_t k : {0U, 1U, 2U, 3U, 5U, 6U, 8U, 9U})
        if (!is_digit(date[k])) return false;
    return true;
}

const GameTag* find_tag(const GameRecord& record, std::string_view name) {
    for (const GameTag& t : record.tags)
        if (t.name == name) return &t;
    return nullptr;
}

// A message about one of our tags, placed like the engine's messages.
std::string tag_error(const GameTag& tag, const std::string& what) {
    return "line " + std::to_string(tag.line) + ": tag " + std::string(tag.name) + ": " + what;
}

bool is_extra_tag_name(std::string_view name) {
    if (name.size() <= kExtraPrefix.size() || name.substr(0, kExtraPrefix.size()) != kExtraPrefix) return false;
    for (char c : name)
        if (!((c >= 'a' && c <= 'z') || is_digit(c) || c == '-')) return false;
    return std::find(kInterpretedTags.begin(), kInterpretedTags.end(), name) == kInterpretedTags.end();
}

// What the record writer accepts in a tag value.
bool is_tag_value(std::string_view value) { return value.find_first_of("[]\r\n") == std::string_view::npos; }

// The start position of a new match; a null `rules` is a caller's mistake.
Position start_position(std::shared_ptr<const Rules> rules) {
    if (!rules) throw std::invalid_argument("match: no rules");
    return Position(std::move(rules));
}

}  // namespace

// [SECTION] Players

std::string player_tag(const Player& player) {
    return player.kind == PlayerKind::Person ? std::string(kPersonTag) : player.level;
}

std::optional<Player> parse_player_tag(std::string_view text) {
    if (text == kPersonTag) return Player{};
    if (const ai::Level* level = ai::find_level(text)) return Player{PlayerKind::Ai, std::string(level->id)};
    return std::nullopt;
}

// [SECTION] Construction

Match::Match(std::shared_ptr<const Rules> rules, std::string preset_id, Player attackers, Player defenders,
             std::uint64_t seed)
    : Match(start_position(std::move(rules)), std::move(preset_id), std::move(attackers), std::move(defenders), seed) {}

Match::Match(Position live, std::string preset_id, Player attackers, Player defenders, std::uint64_t seed)
    : position_(std::move(live)),
      preset_id_(std::move(preset_id)),
      attackers_(std::move(attackers)),
      defenders_(std::move(defenders)),
      seed_(seed) {
    for (const Player* p : {&attackers_, &defenders_})
        if (p->kind == PlayerKind::Ai && !ai::find_level(p->level))
            throw std::invalid_argument("match: no AI level " + quote_input(p->level));
    // The line and its texts from the position's history: replay it from the start.
    std::vector<Move> line = position_.moves_played();
    for (std::size_t k = 0; k < line.size(); ++k) position_.unmake();
    start_side_ = position_.side_to_move();
    start_men_ = {position_.piece_count(Piece::Attacker), position_.piece_count(Piece::Defender)};
    for (Move m : line) push(m);
}

int Match::men_lost(Side side) const {
    const Piece man = side == Side::Attackers ? Piece::Attacker : Piece::Defender;
    return start_men_[static_cast<std::size_t>(index_of(side))] - position_.piece_count(man);
}

// [SECTION] Players and the live line

const Player& Match::player(Side side) const { return side == Side::Attackers ? attackers_ : defenders_; }

bool Match::ai_to_move() const { return !over() && player(position_.side_to_move()).kind == PlayerKind::Ai; }

Side Match::mover_of(std::size_t index) const { return index % 2 == 0 ? start_side_ : opponent(start_side_); }

bool Match::has_person() const {
    return attackers_.kind == PlayerKind::Person || defenders_.kind == PlayerKind::Person;
}

const MoveResult& Match::push(Move move) {
    const Square king_before = position_.king_square();
    const MoveResult& result = position_.make(move);
    moves_.push_back(move);
    texts_.push_back(write_move_record(move_record(result, position_.announcements(), king_before)));
    return position_.last_result();
}

Move Match::pop() {
    const Move move = moves_.back();
    position_.unmake();
    moves_.pop_back();
    texts_.pop_back();
    return move;
}

// [SECTION] Looking back

int Match::view() const { return past_view_.value_or(static_cast<int>(moves_.size())); }

void Match::set_view(int index) {
    const int live = static_cast<int>(moves_.size());
    if (index >= live)
        past_view_.reset();
    else
        past_view_ = std::max(index, 0);
}

Position Match::position_at(int index) const {
    const int live = static_cast<int>(moves_.size());
    index = std::clamp(index, 0, live);
    Position pos = position_;
    for (int k = live; k > index; --k) pos.unmake();
    return pos;
}

// [SECTION] Playing

std::optional<MoveResult> Match::play(Move move, Illegal* why) {
    Illegal reason = over() ? Illegal::GameOver : position_.check_move(move);
    if (why) *why = reason;
    if (reason != Illegal::None) return std::nullopt;
    past_view_.reset();
    redo_.clear();
    const Side mover = position_.side_to_move();
    const MoveResult& result = push(move);
    if (clock_) clock_->moved(mover);
    return result;
}

bool Match::can_undo() const {
    if (agreed_end_ != EndKind::None || end() == EndKind::TimeOut) return true;
    if (moves_.empty()) return false;
    if (!has_person()) return true;
    for (std::size_t k = 0; k < moves_.size(); ++k)
        if (player(mover_of(k)).kind == PlayerKind::Person) return true;
    return false;
}

std::vector<Move> Match::undo() {
    if (!can_undo()) return {};
    past_view_.reset();
    if (agreed_end_ != EndKind::None) {
        agreed_end_ = EndKind::None;
        resigned_.reset();
        return {};
    }
    if (end() == EndKind::TimeOut) {
        clock_.reset();  // no time is left to go on with: the game goes on untimed
        return {};
    }
    const bool person = has_person();
    std::vector<Move> taken;
    while (!moves_.empty()) {
        const Side mover = mover_of(moves_.size() - 1);
        taken.push_back(pop());
        if (!person || player(mover).kind == PlayerKind::Person) break;
    }
    redo_.emplace_back(taken.rbegin(), taken.rend());
    return taken;
}

bool Match::can_redo() const { return !redo_.empty() && !over(); }

std::vector<Move> Match::redo() {
    if (!can_redo()) return {};
    past_view_.reset();
    std::vector<Move> step = std::move(redo_.back());
    redo_.pop_back();
    for (std::size_t k = 0; k < step.size(); ++k) {
        // The step was undone from this very position, so its moves are legal; the check only
        // keeps the position sound should that ever not hold.
        if (over() || position_.check_move(step[k]) != Illegal::None) {
            step.resize(k);
            redo_.clear();
            break;
        }
        push(step[k]);
    }
    return step;
}

// [SECTION] Ending

void Match::resign(Side side) {
    if (over()) return;
    agreed_end_ = EndKind::Resigned;
    resigned_ = side;
}

void Match::agree_draw() {
    if (over()) return;
    agreed_end_ = EndKind::DrawAgreed;
}

EndKind Match::end() const {
    if (agreed_end_ != EndKind::None) return agreed_end_;
    if (position_.game_over()) return EndKind::Rules;
    return flag() ? EndKind::TimeOut : EndKind::None;
}

std::optional<Side> Match::flag() const { return clock_ ? clock_->flagged() : std::nullopt; }

Status Match::status() const {
    switch (end()) {
        case EndKind::Rules:
            return position_.status();
        case EndKind::Resigned:
            return resigned_ == Side::Attackers ? Status::DefendersWin : Status::AttackersWin;
        case EndKind::DrawAgreed:
            return Status::Draw;
        case EndKind::TimeOut:
            return flag() == Side::Attackers ? Status::DefendersWin : Status::AttackersWin;
        case EndKind::None:
            break;
    }
    return Status::Ongoing;
}

Reason Match::reason() const { return end() == EndKind::Rules ? position_.reason() : Reason::None; }

std::optional<Side> Match::resigned() const { return resigned_; }

std::optional<Side> Match::timed_out() const { return end() == EndKind::TimeOut ? flag() : std::nullopt; }

// [SECTION] Clock

bool Match::set_clock(const std::optional<ClockSettings>& settings) {
    if (settings && !valid(*settings)) throw std::invalid_argument("match: invalid clock settings");
    if (over()) return false;
    clock_.reset();
    if (settings) clock_.emplace(*settings);
    return true;
}

bool Match::tick(std::int64_t elapsed_ms) {
    if (!clock_ || over()) return false;
    clock_->tick(elapsed_ms, position_.side_to_move());
    return end() == EndKind::TimeOut;
}

// [SECTION] Extra tags

bool Match::set_extra_tag(std::string name, std::string value) {
    if (!is_extra_tag_name(name) || !is_tag_value(value)) return false;
    for (auto& [n, v] : extra_tags_) {
        if (n == name) {
            v = std::move(value);
            return true;
        }
    }
    extra_tags_.emplace_back(std::move(name), std::move(value));
    return true;
}

const std::string* Match::extra_tag(std::string_view name) const {
    for (const auto& [n, v] : extra_tags_)
        if (n == name) return &v;
    return nullptr;
}

bool Match::remove_extra_tag(std::string_view name) {
    auto it = std::find_if(extra_tags_.begin(), extra_tags_.end(), [&](const auto& t) { return t.first == name; });
    if (it == extra_tags_.end()) return false;
    extra_tags_.erase(it);
    return true;
}

// [SECTION] Records

std::optional<std::string> Match::record(std::string_view date, std::string* error) const {
    if (!date.empty() && !is_record_date(date)) {
        if (error) *error = "date " + quote_input(date) + " is not written YYYY.MM.DD";
        return std::nullopt;
    }
    GameInfo info;
    info.preset = preset_id_;
    if (!date.empty()) info.tags.emplace_back("date", std::string(date));
    info.tags.emplace_back("attackers", player_tag(attackers_));
    info.tags.emplace_back("defenders", player_tag(defenders_));
    info.tags.emplace_back(std::string(kSeedTag), std::to_string(seed_));
    if (clock_) {
        info.tags.emplace_back(std::string(kTimeControlTag), format_time_control(clock_->settings()));
        info.tags.emplace_back(std::string(kTimeRemainingTag), clock_->time_remaining());
    }
    if (agreed_end_ == EndKind::Resigned && resigned_ == position_.side_to_move())
        info.resigned = resigned_;
    else if (agreed_end_ == EndKind::Resigned)
        info.tags.emplace_back(std::string(kEndTag),
                               std::string(resigned_ == Side::Attackers ? kAttackersResigned : kDefendersResigned));
    else if (agreed_end_ == EndKind::DrawAgreed)
        info.tags.emplace_back(std::string(kEndTag), std::string(kDrawAgreed));
    else if (end() == EndKind::TimeOut)
        info.tags.emplace_back(std::string(kEndTag),
                               std::string(flag() == Side::Attackers ? kAttackersTimeout : kDefendersTimeout));
    for (const auto& tag : extra_tags_) info.tags.push_back(tag);
    return write_game_record(position_, info, error);
}

std::optional<Match> Match::from_record(std::string_view text, std::string* error) {
    auto fail = [&](std::string what) -> std::optional<Match> {
        if (error) *error = std::move(what);
        return std::nullopt;
    };
    NotationError notation_error;
    std::optional<LoadedGame> loaded = load_game_record(text, &notation_error);
    if (!loaded) return fail(notation_error.message);
    const GameRecord& rec = loaded->record;

    Player sides[2] = {};
    for (Side side : {Side::Attackers, Side::Defenders}) {
        if (const std::string* value = rec.tag(side_id(side)))
            if (std::optional<Player> p = parse_player_tag(*value))
                sides[static_cast<std::size_t>(index_of(side))] = std::move(*p);
    }

    std::uint64_t seed = 0;
    if (const GameTag* tag = find_tag(rec, kSeedTag)) {
        const char* first = tag->value.data();
        const char* last = first + tag->value.size();
        auto [end, ec] = std::from_chars(first, last, seed);
        if (ec != std::errc() || end != last || tag->value.empty())
            return fail(
                tag_error(*tag, "value " + quote_input(tag->value) + " is not a seed (a number up to 2^64 - 1)"));
    }

    // The clock: its settings, then the remaining times (the base time when not given).
    std::optional<ClockSettings> clock_settings;
    std::array<std::int64_t, 2> remaining{};
    const GameTag* remaining_tag = find_tag(rec, kTimeRemainingTag);
    if (const GameTag* tag = find_tag(rec, kTimeControlTag)) {
        std::string why;
        clock_settings = parse_time_control(tag->value, &why);
        if (!clock_settings) return fail(tag_error(*tag, why));
        remaining = {clock_settings->base_ms, clock_settings->base_ms};
    }
    if (remaining_tag) {
        if (!clock_settings) return fail(tag_error(*remaining_tag, "a time remaining needs a time-control tag"));
        std::string why;
        std::optional<std::array<std::int64_t, 2>> times = parse_time_remaining(remaining_tag->value, &why);
        if (!times) return fail(tag_error(*remaining_tag, why));
        remaining = *times;
    }

    const bool finished = loaded->position.game_over();
    EndKind ending = rec.resigned ? EndKind::Resigned : EndKind::None;
    std::optional<Side> resigned = rec.resigned;
    std::optional<Side> timed_out;
    if (rec.resigned && finished) return fail("the game is over by the rules and cannot end in a resignation too");
    if (const GameTag* tag = find_tag(rec, kEndTag)) {
        if (rec.resigned) return fail(tag_error(*tag, "the record already ends in a resignation (---)"));
        if (finished) return fail(tag_error(*tag, "the game is already over by the rules"));
        if (tag->value == kDrawAgreed) {
            ending = EndKind::DrawAgreed;
        } else if (tag->value == kAttackersResigned || tag->value == kDefendersResigned) {
            ending = EndKind::Resigned;
            resigned = tag->value == kAttackersResigned ? Side::Attackers : Side::Defenders;
        } else if (tag->value == kAttackersTimeout || tag->value == kDefendersTimeout) {
            ending = EndKind::TimeOut;
            timed_out = tag->value == kAttackersTimeout ? Side::Attackers : Side::Defenders;
            if (!clock_settings) return fail(tag_error(*tag, "a timeout needs a time-control tag"));
        } else {
            return fail(tag_error(*tag, "unknown ending " + quote_input(tag->value) + " (" + std::string(kDrawAgreed) +
                                            ", " + std::string(kAttackersResigned) + ", " +
                                            std::string(kDefendersResigned) + ", " + std::string(kAttackersTimeout) +
                                            " or " + std::string(kDefendersTimeout) + ")"));
        }
    }
    // A side without time is the side that lost on time, and the other way round.
    if (clock_settings) {
        for (Side side : {Side::Attackers, Side::Defenders}) {
            const bool out_of_time = remaining[static_cast<std::size_t>(index_of(side))] <= 0;
            if (out_of_time == (timed_out == side)) continue;
            const std::string who(side_id(side));
            if (out_of_time && remaining_tag)  // only time-remaining can give a side no time
                return fail(tag_error(*remaining_tag, "the " + who + " have no time left, but the game did not end " +
                                                          "by their timeout (taflbord-end:" + who + "-timeout)"));
            const std::string what = "the game ends by a timeout of the " + who + ", but ";
            if (remaining_tag) return fail(tag_error(*remaining_tag, what + "this gives them time left"));
            return fail(what + "no time-remaining tag says their time ran out");
        }
    }

    // Our other tags, kept for the game.
    std::vector<std::pair<std::string, std::string>> extras;
    for (const GameTag& tag : rec.tags) {
        if (std::string_view(tag.name).substr(0, kExtraPrefix.size()) != kExtraPrefix) continue;
        if (std::find(kInterpretedTags.begin(), kInterpretedTags.end(), tag.name) != kInterpretedTags.end()) continue;
        if (!is_extra_tag_name(tag.name))
            return fail(tag_error(tag, "a taflbord tag name has lower-case letters, digits and '-' only"));
        if (!is_tag_value(tag.value)) return fail(tag_error(tag, "the value may not hold a line break"));
        auto same = [&](const auto& t) { return t.first == tag.name; };
        if (std::find_if(extras.begin(), extras.end(), same) == extras.end()) extras.emplace_back(tag.name, tag.value);
    }

    Match match(std::move(loaded->position), rec.preset, std::move(sides[0]), std::move(sides[1]), seed);
    match.agreed_end_ = ending == EndKind::TimeOut ? EndKind::None : ending;  // a timeout is read from the clock
    match.resigned_ = resigned;
    if (clock_settings) {
        match.clock_.emplace(*clock_settings);
        match.clock_->restore(remaining[0], remaining[1]);  // within range: parse_time_remaining checks it
    }
    match.extra_tags_ = std::move(extras);
    return match;
}

// [SECTION] AI

std::optional<Match::AiRequest> Match::ai_request() const {
    if (!ai_to_move()) return std::nullopt;
    const ai::Level* level = ai::find_level(player(position_.side_to_move()).level);
    if (!level) return std::nullopt;  // not reached: the constructor checks the levels
    ai::Style style = level->style;
    const ai::Style& extra = player(position_.side_to_move()).style_extra;
    style.root_noise += extra.root_noise;
    style.shallow_per_mille = std::min(1000, style.shallow_per_mille + extra.shallow_per_mille);
    return AiRequest{level->limits, style, seed_ + static_cast<std::uint64_t>(moves_.size())};
}

}  // namespace tafl::match
