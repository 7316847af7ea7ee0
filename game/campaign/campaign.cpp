// campaign.cpp: reading the campaign's files and checking them against the engine.
#include "campaign/campaign.h"

#include <algorithm>
#include <charconv>
#include <deque>

#include "core/atomic_file.h"
#include "core/settings.h"
#include "rulebook/checks.h"
#include "rulebook/document.h"
#include "taflbord/ai/levels.h"
#include "taflbord/ai/prove.h"

namespace tafl::campaign {

namespace {

namespace fs = std::filesystem;

constexpr std::uintmax_t kMaxFileBytes = 1u << 20;

// A file of the campaign: "missing" when it is not there, else core::read_file's reason.
std::optional<std::string> read_text(const fs::path& path, std::string* error) {
    std::error_code ec;
    if (!fs::is_regular_file(path, ec)) {
        *error = "missing";
        return std::nullopt;
    }
    return core::read_file(path, kMaxFileBytes, error);
}

// The campaign's files follow the variant files: `#` after a space starts a comment that runs to
// the end of the line ("level = bondi   # steady"); a `#` inside a word ("rulebook:tablut#end")
// is part of the value.
std::string_view strip_comment(std::string_view value) {
    for (std::size_t i = 1; i < value.size(); ++i)
        if (value[i] == '#' && (value[i - 1] == ' ' || value[i - 1] == '\t')) {
            value = value.substr(0, i);
            break;
        }
    while (!value.empty() && (value.back() == ' ' || value.back() == '\t')) value.remove_suffix(1);
    return value;
}

std::optional<int> whole(std::string_view s, int min, int max) {
    int v = 0;
    const auto r = std::from_chars(s.data(), s.data() + s.size(), v);
    if (r.ec != std::errc() || r.ptr != s.data() + s.size() || v < min || v > max) return std::nullopt;
    return v;
}

// "0.25 0.50": a place on the map, as fractions of its width and height.
bool place(std::string_view value, float& x, float& y) {
    const auto w = rulebook::split_words(value);
    if (w.size() != 2) return false;
    float v[2];
    for (int i = 0; i < 2; ++i) {
        const std::string& t = w[static_cast<std::size_t>(i)];
        const auto r = std::from_chars(t.data(), t.data() + t.size(), v[i]);
        if (r.ec != std::errc() || r.ptr != t.data() + t.size() || !(v[i] >= 0.0f && v[i] <= 1.0f)) return false;
    }
    x = v[0];
    y = v[1];
    return true;
}

std::optional<Mark> parse_mark(std::string_view text) {
    Mark m;
    if (text == "no-undo") {
        m.type = Mark::Type::NoUndo;
        return m;
    }
    const auto colon = text.find(':');
    if (colon == std::string_view::npos) return std::nullopt;
    const std::string_view name = text.substr(0, colon);
    const auto value = whole(text.substr(colon + 1), 0, 999);
    if (!value) return std::nullopt;
    if (name == "within" && *value > 0)
        m.type = Mark::Type::Within;
    else if (name == "losses")
        m.type = Mark::Type::Losses;
    else
        return std::nullopt;
    m.value = *value;
    return m;
}

Unlock parse_unlock(std::string_view text) {
    Unlock u;
    if (text.rfind("rulebook:", 0) == 0) {
        u.type = Unlock::Type::Rulebook;
        const std::string_view rest = text.substr(9);
        const auto hash = rest.find('#');
        u.id = std::string(rest.substr(0, hash));
        if (hash != std::string_view::npos) u.chapter = std::string(rest.substr(hash + 1));
    } else if (text.rfind("board:", 0) == 0) {
        u.type = Unlock::Type::Board;
        u.id = std::string(text.substr(6));
    } else {
        u.type = Unlock::Type::Battle;
        u.id = std::string(text);
    }
    return u;
}

std::optional<Kind> parse_kind(std::string_view text) {
    for (const Kind k : {Kind::Game, Kind::Hold, Kind::Escape, Kind::Puzzle, Kind::Match})
        if (kind_id(k) == text) return k;
    return std::nullopt;
}

void read_battle(const std::string& id, std::string_view text, const std::string& file, Campaign& c) {
    Battle b;
    b.id = id;
    b.file = file;
    bool bad = false;
    std::set<std::string> seen;
    auto fail = [&](int line, const std::string& message) {
        c.problems.push_back({file, line, message});
        bad = true;
    };
    rulebook::read_sections(
        text, file, c.problems, [&](const std::string&, int line) { fail(line, "a battle file has no [sections]"); },
        [&](const std::string& key, std::string_view raw, int line) {
            const std::string_view value = strip_comment(raw);
            if (!seen.insert(key).second) return fail(line, "'" + key + "' given twice");
            if (key == "chapter") {
                b.chapter = std::string(value);
            } else if (key == "kind") {
                const auto k = parse_kind(value);
                if (!k) return fail(line, "kind must be game, hold, escape, puzzle or match");
                b.kind = *k;
            } else if (key == "preset") {
                b.preset = std::string(value);
            } else if (key == "rules") {
                for (const std::string& w : rulebook::split_words(value)) {
                    const auto eq = w.find('=');
                    if (eq == std::string::npos || eq == 0 || eq + 1 == w.size())
                        return fail(line, "a rule change must be 'parameter=value', not '" + w + "'");
                    b.rules.emplace_back(w.substr(0, eq), w.substr(eq + 1));
                }
            } else if (key == "position") {
                b.position = std::string(value);
            } else if (key == "to_move" || key == "player") {
                const auto side = parse_side(value);
                if (!side) return fail(line, key + " must be attackers or defenders");
                if (key == "to_move")
                    b.to_move = *side;
                else
                    b.player = *side;
            } else if (key == "opponent") {
                b.opponent = std::string(value);
            } else if (key == "moves") {
                const auto n = whole(value, 1, 200);
                if (!n) return fail(line, "moves must be a whole number from 1 to 200");
                b.moves = *n;
            } else if (key == "solution") {
                b.solution = rulebook::split_words(value);
            } else if (key == "format") {
                if (value != "two-games" && value != "five-points") return fail(line, "format must be two-games or five-points");
                b.format = std::string(value);
            } else if (key == "map") {
                if (!place(value, b.map_x, b.map_y)) return fail(line, "map must be two fractions from 0 to 1");
            } else if (key == "marks") {
                for (const std::string& w : rulebook::split_words(value)) {
                    const auto m = parse_mark(w);
                    if (!m) return fail(line, "'" + w + "' is not a mark (within:N, losses:K, no-undo)");
                    b.marks.push_back(*m);
                }
            } else if (key == "unlocks") {
                for (const std::string& w : rulebook::split_words(value)) b.unlocks.push_back(parse_unlock(w));
            } else {
                fail(line, "unknown key '" + key + "'");
            }
        },
        true);
    for (const char* key : {"chapter", "kind", "preset", "player", "map"})
        if (!seen.contains(key)) fail(0, std::string("'") + key + "' is missing");
    if (!bad) c.battles.push_back(std::move(b));
}

}  // namespace

std::string_view kind_id(Kind kind) {
    switch (kind) {
        case Kind::Game: return "game";
        case Kind::Hold: return "hold";
        case Kind::Escape: return "escape";
        case Kind::Puzzle: return "puzzle";
        case Kind::Match: return "match";
    }
    return "game";
}

std::string Mark::id() const {
    switch (type) {
        case Type::Within: return "within:" + std::to_string(value);
        case Type::Losses: return "losses:" + std::to_string(value);
        case Type::NoUndo: return "no-undo";
    }
    return {};
}

const Battle* Campaign::battle(std::string_view id) const {
    for (const Battle& b : battles)
        if (b.id == id) return &b;
    return nullptr;
}

const Character* Campaign::character(std::string_view id) const {
    for (const Character& c : characters)
        if (c.id == id) return &c;
    return nullptr;
}

const Chapter* Campaign::chapter(std::string_view id) const {
    for (const Chapter& c : chapters)
        if (c.id == id) return &c;
    return nullptr;
}

const Battle* Campaign::first_battle() const {
    if (chapters.empty() || chapters.front().battles.empty()) return nullptr;
    return battle(chapters.front().battles.front());
}

// [SECTION] Loading

Campaign load_campaign(const std::filesystem::path& dir) {
    Campaign c;
    c.dir = dir;
    std::string error;
    if (const auto text = read_text(dir / "campaign.txt", &error)) {
        rulebook::read_sections(
            *text, "campaign.txt", c.problems,
            [&](const std::string& id, int) { c.chapters.push_back(Chapter{id, {}, 0, 0}); },
            [&](const std::string& key, std::string_view raw, int line) {
                const std::string_view value = strip_comment(raw);
                Chapter& ch = c.chapters.back();
                if (key == "battles")
                    ch.battles = rulebook::split_words(value);
                else if (key == "map") {
                    if (!place(value, ch.map_x, ch.map_y))
                        c.problems.push_back({"campaign.txt", line, "map must be two fractions from 0 to 1"});
                } else
                    c.problems.push_back({"campaign.txt", line, "unknown key '" + key + "'"});
            });
    } else {
        c.problems.push_back({"campaign.txt", 0, error});
    }
    if (const auto text = read_text(dir / "characters.txt", &error)) {
        rulebook::read_sections(
            *text, "characters.txt", c.problems, [&](const std::string& id, int) { c.characters.push_back(Character{id, {}, -1, -1, {}}); },
            [&](const std::string& key, std::string_view raw, int line) {
                const std::string_view value = strip_comment(raw);
                Character& ch = c.characters.back();
                if (key == "level")
                    ch.level = std::string(value);
                else if (key == "portrait")
                    ch.portrait = std::string(value);
                else if (key == "noise" || key == "shallow") {
                    const auto n = whole(value, 0, 1000);
                    if (!n)
                        c.problems.push_back({"characters.txt", line, key + " must be a whole number from 0 to 1000"});
                    else
                        (key == "noise" ? ch.noise : ch.shallow) = *n;
                } else
                    c.problems.push_back({"characters.txt", line, "unknown key '" + key + "'"});
            });
    } else {
        c.problems.push_back({"characters.txt", 0, error});
    }
    // The battles in story order: chapter by chapter, along each chapter's route.
    for (const Chapter& ch : c.chapters) {
        for (const std::string& id : ch.battles) {
            const std::string file = "battles/" + id + ".txt";
            if (const auto text = read_text(dir / "battles" / (id + ".txt"), &error))
                read_battle(id, *text, file, c);
            else
                c.problems.push_back({file, 0, error});
        }
    }
    // A battle file no chapter lists is a mistake too.
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(dir / "battles", ec)) {
        if (entry.path().extension() != ".txt") continue;
        const std::string id = entry.path().stem().string();
        if (c.battle(id) == nullptr && std::none_of(c.problems.begin(), c.problems.end(),
                                                    [&](const Problem& p) { return p.file == "battles/" + id + ".txt"; }))
            c.problems.push_back({"battles/" + id + ".txt", 0, "no chapter of campaign.txt lists this battle"});
    }
    return c;
}

// [SECTION] Rules and positions

std::optional<RuleSet> battle_rules(const Battle& battle, const VariantSet& presets, std::string* error) {
    return battle_rules(battle, presets.find(battle.preset), error);
}

std::optional<RuleSet> battle_rules(const Battle& battle, const Variant* v, std::string* error) {
    if (v == nullptr) {
        *error = "unknown preset '" + battle.preset + "'";
        return std::nullopt;
    }
    RuleSet rules = v->rules;
    for (const auto& [name, value] : battle.rules)
        if (const auto why = set_parameter(rules, name, value)) {
            *error = "rules: " + *why;
            return std::nullopt;
        }
    if (const auto problems = validate(rules); !problems.empty()) {
        *error = "rules: " + problems.front().parameter + ": " + problems.front().message;
        return std::nullopt;
    }
    return rules;
}

std::optional<Position> battle_start(const Battle& battle, const VariantSet& presets, std::string* error) {
    const auto rules = battle_rules(battle, presets, error);
    if (!rules) return std::nullopt;
    auto compiled = std::make_shared<const Rules>(*rules);
    if (!battle.position) {
        Position start(compiled);
        return start;
    }
    const Side to_move = battle.to_move.value_or(rules->first);
    auto pos = Position::from_record(compiled, *battle.position, to_move, error);
    if (!pos) *error = "position: " + *error;
    return pos;
}

// [SECTION] Checks

std::vector<Problem> check_campaign(const Campaign& campaign, const VariantSet& presets, const rulebook::Catalog& books,
                                    bool prove_puzzles) {
    std::vector<Problem> out;
    if (campaign.first_battle() == nullptr) out.push_back({"campaign.txt", 0, "no first battle"});
    std::set<std::string> listed;
    for (const Chapter& ch : campaign.chapters)
        for (const std::string& id : ch.battles)
            if (!listed.insert(id).second) out.push_back({"campaign.txt", 0, "battle '" + id + "' is listed twice"});
    for (const Character& ch : campaign.characters) {
        if (ai::find_level(ch.level) == nullptr)
            out.push_back({"characters.txt", 0, ch.id + ": unknown level '" + ch.level + "'"});
        if (ch.portrait.empty()) out.push_back({"characters.txt", 0, ch.id + ": no portrait"});
    }
    for (const Battle& b : campaign.battles) {
        auto problem = [&](const std::string& message) { out.push_back({b.file, 0, message}); };
        const Chapter* ch = campaign.chapter(b.chapter);
        if (ch == nullptr || std::find(ch->battles.begin(), ch->battles.end(), b.id) == ch->battles.end())
            problem("chapter '" + b.chapter + "' does not list this battle");
        std::string error;
        const auto start = battle_start(b, presets, &error);
        if (!start) {
            problem(error);
            continue;
        }
        if (start->game_over()) problem("the game is over in the start position");
        if (!start->has_legal_move(start->side_to_move())) problem("the side to move has no legal move");
        if (b.kind != Kind::Puzzle && campaign.character(b.opponent) == nullptr)
            problem("unknown opponent '" + b.opponent + "'");
        if ((b.kind == Kind::Hold || b.kind == Kind::Escape) && b.player != Side::Defenders)
            problem(std::string(kind_id(b.kind)) + ": the player defends");
        if ((b.kind == Kind::Hold || b.kind == Kind::Escape || b.kind == Kind::Puzzle) && b.moves == 0)
            problem(std::string(kind_id(b.kind)) + " needs 'moves'");
        if (b.kind == Kind::Match && b.format.empty()) problem("match needs 'format'");
        if (b.format == "five-points") {
            const auto rules = battle_rules(b, presets, &error);
            if (rules && rules->escape != Escape::Edge) problem("the five-point match needs edge escape");
        }
        if (b.kind == Kind::Puzzle) {
            if (start->side_to_move() != b.player) problem("puzzle: the player must move first");
            if (b.solution.empty()) problem("puzzle needs 'solution'");
            if (prove_puzzles && start->side_to_move() == b.player) {
                const ai::Proof proof = ai::prove_win(*start, b.moves, 500000000);
                if (proof.result != ai::ProofResult::Win)
                    problem("puzzle: no forced win in " + std::to_string(b.moves) + " (the engine found " +
                            (proof.result == ai::ProofResult::NoWin ? "a defence" : "no answer within its budget") + ")");
                std::vector<Move> line;
                for (const std::string& w : b.solution) {
                    const auto dash = w.find('-');
                    const auto from = parse_square(std::string_view(w).substr(0, dash), start->size());
                    const auto to = dash == std::string::npos ? std::nullopt
                                                              : parse_square(std::string_view(w).substr(dash + 1), start->size());
                    if (!from || !to) {
                        problem("puzzle: '" + w + "' is not a move");
                        break;
                    }
                    line.push_back(Move{static_cast<std::int16_t>(*from), static_cast<std::int16_t>(*to)});
                }
                int failed = -1;
                if (line.size() == b.solution.size() && !ai::check_solution(*start, b.moves, line, 500000000, &failed))
                    problem("puzzle: the solution fails at move " + std::to_string(failed + 1));
            }
        }
        for (const Unlock& u : b.unlocks) {
            if (u.type == Unlock::Type::Battle && campaign.battle(u.id) == nullptr)
                problem("unlocks an unknown battle '" + u.id + "'");
            if (u.type == Unlock::Type::Board &&
                !core::is_board_material(u.id))
                problem("unlocks an unknown board '" + u.id + "'");
            if (u.type == Unlock::Type::Rulebook) {
                const rulebook::BookEntry* book = books.find(u.id);
                if (book == nullptr || (!u.chapter.empty() && std::find(book->chapters.begin(), book->chapters.end(),
                                                                        u.chapter) == book->chapters.end()))
                    problem("unlocks an unknown rulebook chapter '" + u.id + "#" + u.chapter + "'");
            }
        }
    }
    // Every battle reachable from the first through the unlocks.
    if (const Battle* first = campaign.first_battle()) {
        std::set<std::string> reached{first->id};
        std::deque<std::string> queue{first->id};
        while (!queue.empty()) {
            const Battle* b = campaign.battle(queue.front());
            queue.pop_front();
            if (b == nullptr) continue;
            for (const Unlock& u : b->unlocks)
                if (u.type == Unlock::Type::Battle && reached.insert(u.id).second) queue.push_back(u.id);
        }
        for (const Battle& b : campaign.battles)
            if (!reached.contains(b.id)) out.push_back({b.file, 0, "no battle unlocks this one: it cannot be reached"});
    }
    return out;
}

// [SECTION] The story

namespace {

// The battle sections of a chapter's text: `## Title {#battle}` with `### intro|win|loss` parts.
std::map<std::string, BattleText> story_sections(const rulebook::Book& book) {
    std::map<std::string, BattleText> out;
    for (const rulebook::Chapter& ch : book.chapters) {
        BattleText t;
        t.title = ch.title;
        std::vector<rulebook::Block>* part = nullptr;
        for (const rulebook::Block& b : ch.blocks) {
            if (b.kind == rulebook::BlockKind::Heading) {
                const std::string word = rulebook::plain_text(b.spans);
                part = word == "intro" ? &t.intro : word == "win" ? &t.win : word == "loss" ? &t.loss : nullptr;
                continue;
            }
            if (part != nullptr) part->push_back(b);
        }
        out[ch.id] = std::move(t);
    }
    return out;
}

std::optional<rulebook::Book> read_story(const Campaign& campaign, std::string_view language, const std::string& name,
                                         std::vector<std::string>* messages, std::string* error) {
    const auto text = read_text(campaign.dir / std::string(language) / name, error);
    if (!text) return std::nullopt;
    return rulebook::parse_book(*text, *messages);
}

}  // namespace

std::vector<Problem> check_story(const Campaign& campaign, std::string_view language) {
    std::vector<Problem> out;
    for (const Chapter& ch : campaign.chapters) {
        const std::string file = std::string(language) + "/" + ch.id + ".md";
        std::vector<std::string> messages;
        std::string error;
        const auto book = read_story(campaign, language, ch.id + ".md", &messages, &error);
        if (!book) {
            out.push_back({file, 0, error});
            continue;
        }
        for (const std::string& m : messages) out.push_back({file, 0, m});
        if (book->subtitle.empty()) out.push_back({file, 0, "no line '> …' under the title for the map"});
        const auto sections = story_sections(*book);
        for (const std::string& id : ch.battles) {
            const auto it = sections.find(id);
            if (it == sections.end()) {
                out.push_back({file, 0, "no section {#" + id + "}"});
                continue;
            }
            if (it->second.title.empty()) out.push_back({file, 0, id + ": no title"});
            if (it->second.intro.empty()) out.push_back({file, 0, id + ": no intro"});
            if (it->second.win.empty()) out.push_back({file, 0, id + ": no win"});
            if (it->second.loss.empty()) out.push_back({file, 0, id + ": no loss"});
        }
        for (const auto& [id, text] : sections)
            if (std::find(ch.battles.begin(), ch.battles.end(), id) == ch.battles.end())
                out.push_back({file, 0, "section {#" + id + "} is not a battle of this chapter"});
        for (const Problem& p : rulebook::check_typography(*book, language, file)) out.push_back(p);
    }
    const std::string file = std::string(language) + "/characters.md";
    std::vector<std::string> messages;
    std::string error;
    if (const auto book = read_story(campaign, language, "characters.md", &messages, &error)) {
        for (const Character& c : campaign.characters)
            if (book->find(c.id) == nullptr || book->find(c.id)->blocks.empty())
                out.push_back({file, 0, "no section {#" + c.id + "} with a paragraph"});
        for (const Problem& p : rulebook::check_typography(*book, language, file)) out.push_back(p);
    } else {
        out.push_back({file, 0, error});
    }
    return out;
}

std::optional<ChapterText> chapter_text(const Campaign& campaign, std::string_view chapter_id, std::string_view language) {
    std::vector<std::string> messages;
    std::string error;
    const auto book = read_story(campaign, language, std::string(chapter_id) + ".md", &messages, &error);
    if (!book) return std::nullopt;
    return ChapterText{book->title, story_sections(*book)};
}

std::optional<BattleText> battle_text(const Campaign& campaign, const Battle& battle, std::string_view language) {
    auto chapter = chapter_text(campaign, battle.chapter, language);
    if (!chapter) return std::nullopt;
    const auto it = chapter->battles.find(battle.id);
    if (it == chapter->battles.end()) return std::nullopt;
    return std::move(it->second);
}

}  // namespace tafl::campaign
