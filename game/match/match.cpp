// match.cpp: the match: players, the live line and its view, undo and redo, endings, and the
// game record.
#include "match/match.h"

#include <algorithm>
#include <charconv>
#include <stdexcept>
#include <system_error>
#include <utility>

#include "taflbord/ai/levels.h"
#include "taflbord/game_record.h"
#include "taflbord/notation.h"

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

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// "YYYY.MM.DD", the date format of OpenTafl records (digits only; the calendar is not checked).
bool is_record_date(std::string_view date) {
    if (date.size() != 10 || date[4] != '.' || date[7] != '.') return false;
    for (std::size_t k : {0U, 1U, 2U, 3U, 5U, 6U, 8U, 9U})
        if (!is_digit(date[k])) return false;
    return true;
}

std::string quoted(std::string_view text) {
    // Long or binary values in a message stay readable: at most 40 bytes, the rest marked.
    std::string out = "'";
    for (char c : text.substr(0, 40)) out += (c >= 0x20 && c < 0x7f) ? c : '?';
    if (text.size() > 40) out += "...";
    return out + "'";
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
            throw std::invalid_argument("match: no AI level " + quoted(p->level));
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
    return push(move);
}

bool Match::can_undo() const {
    if (agreed_end_ != EndKind::None) return true;
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
    return position_.game_over() ? EndKind::Rules : EndKind::None;
}

Status Match::status() const {
    switch (end()) {
        case EndKind::Rules:
            return position_.status();
        case EndKind::Resigned:
            return resigned_ == Side::Attackers ? Status::DefendersWin : Status::AttackersWin;
        case EndKind::DrawAgreed:
            return Status::Draw;
        case EndKind::None:
            break;
    }
    return Status::Ongoing;
}

Reason Match::reason() const { return end() == EndKind::Rules ? position_.reason() : Reason::None; }

std::optional<Side> Match::resigned() const { return resigned_; }

// [SECTION] Records

std::optional<std::string> Match::record(std::string_view date, std::string* error) const {
    if (!date.empty() && !is_record_date(date)) {
        if (error) *error = "date " + quoted(date) + " is not written YYYY.MM.DD";
        return std::nullopt;
    }
    GameInfo info;
    info.preset = preset_id_;
    if (!date.empty()) info.tags.emplace_back("date", std::string(date));
    info.tags.emplace_back("attackers", player_tag(attackers_));
    info.tags.emplace_back("defenders", player_tag(defenders_));
    info.tags.emplace_back(std::string(kSeedTag), std::to_string(seed_));
    if (agreed_end_ == EndKind::Resigned && resigned_ == position_.side_to_move())
        info.resigned = resigned_;
    else if (agreed_end_ == EndKind::Resigned)
        info.tags.emplace_back(std::string(kEndTag),
                               std::string(resigned_ == Side::Attackers ? kAttackersResigned : kDefendersResigned));
    else if (agreed_end_ == EndKind::DrawAgreed)
        info.tags.emplace_back(std::string(kEndTag), std::string(kDrawAgreed));
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
            return fail(tag_error(*tag, "value " + quoted(tag->value) + " is not a seed (a number up to 2^64 - 1)"));
    }

    const bool finished = loaded->position.game_over();
    EndKind ending = rec.resigned ? EndKind::Resigned : EndKind::None;
    std::optional<Side> resigned = rec.resigned;
    if (rec.resigned && finished) return fail("the game is over by the rules and cannot end in a resignation too");
    if (const GameTag* tag = find_tag(rec, kEndTag)) {
        if (rec.resigned) return fail(tag_error(*tag, "the record already ends in a resignation (---)"));
        if (finished) return fail(tag_error(*tag, "the game is already over by the rules"));
        if (tag->value == kDrawAgreed) {
            ending = EndKind::DrawAgreed;
        } else if (tag->value == kAttackersResigned || tag->value == kDefendersResigned) {
            ending = EndKind::Resigned;
            resigned = tag->value == kAttackersResigned ? Side::Attackers : Side::Defenders;
        } else {
            return fail(tag_error(*tag, "unknown ending " + quoted(tag->value) + " (" + std::string(kDrawAgreed) +
                                            ", " + std::string(kAttackersResigned) + " or " +
                                            std::string(kDefendersResigned) + ")"));
        }
    }

    Match match(std::move(loaded->position), rec.preset, std::move(sides[0]), std::move(sides[1]), seed);
    match.agreed_end_ = ending;
    match.resigned_ = resigned;
    return match;
}

// [SECTION] AI

std::optional<Match::AiRequest> Match::ai_request() const {
    if (!ai_to_move()) return std::nullopt;
    const ai::Level* level = ai::find_level(player(position_.side_to_move()).level);
    if (!level) return std::nullopt;  // not reached: the constructor checks the levels
    return AiRequest{level->limits, level->style, seed_ + static_cast<std::uint64_t>(moves_.size())};
}

}  // namespace tafl::match
