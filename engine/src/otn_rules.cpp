// otn_rules.cpp: OpenTafl rules strings: the field table, reading a string into a RuleSet,
// writing a RuleSet back, and the check that a written string reads back to the same rules
// (see otn_rules.h for the mapping and its sources).
#include "taflbord/otn_rules.h"

#include <algorithm>
#include <map>

namespace tafl {

namespace {

// [SECTION] Fields and piece lists

// Every field of OTN §3 (and the later ones of OpenTafl's RulesSerializer), with its default.
struct FieldInfo {
    std::string_view name;
    std::string_view fallback;  // OTN default; `default` for the space lists
};

// clang-format off
constexpr FieldInfo kFields[] = {
    {"dim", ""}, {"name", ""}, {"esc", "c"}, {"surf", "y"}, {"atkf", "y"}, {"tfr", "d"}, {"ka", "y"}, {"ks", "s"},
    {"kj", "n"}, {"nj", "c"}, {"cj", "j"}, {"cor", "default"}, {"cen", "default"}, {"afor", ""}, {"dfor", ""},
    {"spd", "-1"}, {"corh", "tcnkmgTCNKMG"}, {"cenh", "tcnkmg"}, {"cenhe", "tcnkmgTCNKMG"}, {"aforh", "TCNKMG"},
    {"dforh", "tcnkmg"}, {"corp", "K"}, {"cenp", "tcnkmgTCNKMG"}, {"aforp", "tcnkmgTCNKMG"},
    {"dforp", "tcnkmgTCNKMG"}, {"cors", "K"}, {"cens", "K"}, {"afors", "tcnkmgTCNKMG"}, {"dfors", "TCNKMG"},
    {"corre", "tcnkmgTCNKMG"}, {"cenre", "tcnkmgTCNKMG"}, {"aforre", "tcnkmgTCNKMG"}, {"dforre", "tcnkmgTCNKMG"},
    {"sw", "n"}, {"swf", "y"}, {"efe", "n"}, {"ber", "n"}, {"start", ""},
};
// clang-format on

const FieldInfo* find_field(std::string_view name) {
    for (const auto& f : kFields)
        if (f.name == name) return &f;
    return nullptr;
}

// Which of our three pieces a piece-type list names.
struct PieceSet {
    bool t = false, T = false, K = false;
    friend bool operator==(PieceSet, PieceSet) = default;
};

constexpr PieceSet kAllPieces{true, true, true};

std::string pieces_text(PieceSet s) {
    std::string out;
    if (s.t) out += 't';
    if (s.T) out += 'T';
    if (s.K) out += 'K';
    return out;
}

// One field as written: its value and where it stood.
struct FieldValue {
    std::string value;
    int line = 1, column = 1;
};

std::string quoted(std::string_view s) {
    std::string out = "'";
    for (char c : s) {
        auto u = static_cast<unsigned char>(c);
        out += (u >= 0x20 && u < 0x7f) ? c : '?';
    }
    return out + "'";
}

// Reads a rules string into its fields, and interprets them; one object per reading.
class RulesReader {
public:
    explicit RulesReader(NotationError* error, OtnReading reading = OtnReading::OpenTafl)
        : error_(error), reading_(reading) {}

    bool split(std::string_view text) {
        if (text.size() > kMaxRulesStringLength)
            return fail_at("rules string too long (" + std::to_string(text.size()) + " characters)", 0, 0, "");
        int line = 1, col = 1;
        std::size_t i = 0;
        while (i < text.size()) {
            char c = text[i];
            if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
                if (c == '\n') {
                    ++line;
                    col = 1;
                } else {
                    ++col;
                }
                ++i;
                continue;
            }
            std::size_t start = i;
            int start_col = col;
            while (i < text.size() && text[i] != ' ' && text[i] != '\t' && text[i] != '\r' && text[i] != '\n') ++i;
            col += static_cast<int>(i - start);
            std::string_view token = text.substr(start, i - start);
            auto colon = token.find(':');
            if (colon == std::string_view::npos)
                return fail_at("rules string: " + quoted(token) + " is not a field (expected name:value)", line,
                               start_col, token);
            std::string key(token.substr(0, colon));
            if (!find_field(key)) return fail_at("unknown rules field " + quoted(key), line, start_col, key);
            if (fields_.count(key))
                return fail_at("rules field " + quoted(key) + " is given twice", line, start_col, key);
            fields_[key] = FieldValue{std::string(token.substr(colon + 1)), line, start_col};
        }
        if (fields_.empty()) return fail_at("empty rules string", 0, 0, "");
        return true;
    }

    std::optional<OtnRules> interpret(bool check) {
        OtnRules out;
        RuleSet& r = out.rules;
        r = otn_default_rules();

        // Board and start.
        if (!fields_.count("dim")) return fail_whole("rules string has no 'dim' field");
        if (!fields_.count("start")) return fail_whole("rules string has no 'start' field");
        const std::string& dim = value("dim");
        if (dim.empty() || dim.size() > 2 ||
            !std::all_of(dim.begin(), dim.end(), [](char c) { return c >= '0' && c <= '9'; }))
            return fail_field("dim", "bad board size " + quoted(dim));
        r.size = std::stoi(dim);
        if (r.size < kMinSize || r.size > kMaxSize || r.size % 2 == 0)
            return fail_field("dim", "board size " + dim + " is not supported (odd sizes 7 to 19)");
        const std::string& start = value("start");
        for (char c : start) {
            std::string_view kinds = "cnkmgCNMG";
            if (kinds.find(c) != std::string_view::npos)
                return fail_field("start", std::string("piece '") + c + "' is not supported (only t, T and K)");
        }
        r.setup = start;
        if (fields_.count("name")) {
            out.name = value("name");
            std::replace(out.name.begin(), out.name.end(), '_', ' ');
        }

        // Yes/no and single-letter fields.
        auto yes = [&](std::string_view f) -> std::optional<bool> {
            const std::string& v = value(f);
            if (v == "y") return true;
            if (v == "n") return false;
            fail_field(f, "bad value " + quoted(v) + " (expected y or n)");
            return std::nullopt;
        };
        auto atkf = yes("atkf"), surf = yes("surf"), efe = yes("efe"), swf = yes("swf");
        if (!atkf || !surf || !efe || !swf) return std::nullopt;
        r.first = *atkf ? Side::Attackers : Side::Defenders;
        r.encirclement = *surf;
        r.edge_fort = *efe;
        if (!*swf) return fail_field("swf", "shieldwalls closed by any move ('n') are not supported");

        // OpenTafl's engine ends a third repetition after the move that made it: `w` gives the win
        // to the side now to move (the side that repeated loses), `l` to the side that repeated.
        const std::string& tfr = value("tfr");
        if (tfr == "i")
            r.repetition = Repetition::Ignore;
        else if (tfr == "d")
            r.repetition = Repetition::Draw;
        else if (tfr == "w" || (tfr == "l" && reading_ == OtnReading::TaflbordRecord))
            r.repetition = Repetition::MoverLoses;
        else if (tfr == "l")
            return fail_field("tfr", "a repetition won by the side that completes it ('l') is not supported");
        else
            return fail_field("tfr", "bad value " + quoted(tfr) + " (expected i, d, w or l)");

        const std::string& ka = value("ka");
        if (ka == "y")
            r.king_armed = KingArmed::Yes;
        else if (ka == "n")
            r.king_armed = KingArmed::No;
        else if (ka == "h")
            r.king_armed = KingArmed::Hammer;
        else if (ka == "a")
            return fail_field("ka", "a king armed only as the anvil ('a') is not supported");
        else
            return fail_field("ka", "bad value " + quoted(ka) + " (expected y, n, h or a)");

        const std::string& ks = value("ks");
        if (ks == "s" || ks == "y")
            set_king(r, KingCapture::Strong, KingStrongZone::None, false, true);
        else if (ks == "m")
            set_king(r, KingCapture::Strong, KingStrongZone::None, true, false);
        else if (ks == "w" || ks == "n")
            set_king(r, KingCapture::Weak, KingStrongZone::None, false, false);
        else if (ks == "c")
            set_king(r, KingCapture::Weak, KingStrongZone::ThroneAdjacent, false, false);
        else
            return fail_field("ks", "bad value " + quoted(ks) + " (expected s, c, m or w)");

        const std::string& sw = value("sw");
        if (sw == "n")
            r.shieldwall = Shieldwall::None;
        else if (sw == "w")
            r.shieldwall = Shieldwall::Weak;
        else if (sw == "s")
            r.shieldwall = Shieldwall::Strong;
        else
            return fail_field("sw", "bad value " + quoted(sw) + " (expected n, w or s)");

        // Features we do not have: only their "off" values are accepted.
        for (std::string_view f : {"kj", "nj", "cj"}) {
            const std::string& v = value(f);
            if (v != "n" && v != "r" && v != "j" && v != "c")
                return fail_field(f, "bad value " + quoted(v) + " (expected n, r, j or c)");
        }
        if (value("kj") != "n") return fail_field("kj", "king jumps (" + quoted(value("kj")) + ") are not supported");
        const std::string& ber = value("ber");
        if (ber == "c" || ber == "m") return fail_field("ber", "berserk moves (" + quoted(ber) + ") are not supported");
        if (ber != "n") return fail_field("ber", "bad value " + quoted(ber) + " (expected n, c or m)");
        for (std::string_view f : {"afor", "dfor"}) {
            auto list = squares(f, r.size);
            if (!list) return std::nullopt;
            if (!list->empty()) return fail_field(f, "fortress squares are not supported");
        }
        const std::string& spd = value("spd");
        for (std::size_t i = 0; i < spd.size();) {
            std::size_t comma = spd.find(',', i);
            if (comma == std::string::npos) comma = spd.size();
            std::string_view item = std::string_view(spd).substr(i, comma - i);
            if (!item.empty() && item != "-1")
                return fail_field("spd", "speed limits (" + quoted(spd) + ") are not supported");
            i = comma + 1;
        }

        // Piece lists.
        std::map<std::string, PieceSet, std::less<>> lists;
        for (std::string_view n : {"corh", "cenh", "cenhe", "aforh", "dforh", "corp", "cenp", "aforp", "dforp", "cors",
                                   "cens", "afors", "dfors", "corre", "cenre", "aforre", "dforre"}) {
            auto set = pieces(n);
            if (!set) return std::nullopt;
            lists[std::string(n)] = *set;
        }

        // Corners and escape.
        auto cor = squares("cor", r.size);
        if (!cor) return std::nullopt;
        if (value("cor") == "default" || same_squares(*cor, corner_squares(r.size, false)))
            r.corners = Corners::Single;
        else if (cor->empty())
            r.corners = Corners::None;
        else if (same_squares(*cor, corner_squares(r.size, true)))
            r.corners = Corners::Block2;
        else
            return fail_field("cor",
                              "only the four corners or the four 2x2 corner blocks are supported as corner squares");
        const std::string& esc = value("esc");
        if (esc == "c")
            r.escape = r.corners == Corners::None ? Escape::None : Escape::Corner;
        else if (esc == "e")
            r.escape = Escape::Edge;
        else
            return fail_field("esc", "bad value " + quoted(esc) + " (expected c or e)");

        // Combinations we cannot say are refused only where the square exists; on a board without
        // it they mean nothing and read as the nearest value.
        PieceSet corh = lists["corh"];
        if (r.corners == Corners::None) corh = PieceSet{};
        if (corh.t && corh.T)
            r.corner_hostile = CornerHostile::All;
        else if (corh.t)
            r.corner_hostile = CornerHostile::Attackers;
        else if (!corh.T)
            r.corner_hostile = CornerHostile::None;
        else
            return fail_field("corh", "corners hostile to defenders but not to attackers are not supported");
        r.corner_hostile_king = corh.K;
        // Without corners nothing closes a strong shieldwall's end: it is a weak one.
        if (r.corners == Corners::None && r.shieldwall == Shieldwall::Strong) r.shieldwall = Shieldwall::Weak;
        if (r.corners != Corners::None) {
            PieceSet cors = lists["cors"];
            if (cors.t || cors.T) return fail_field("cors", "only the king may stop on a corner");
            if (!cors.K) return fail_field("cors", "the king must be allowed to stop on the corners");
            if (!lists["corre"].K) return fail_field("corre", "the king must be allowed to enter the corners");
            if (r.corners == Corners::Block2 && !lists["corp"].K)
                return fail_field("corp", "the king must be allowed to pass through corner squares");
        }

        // Throne.
        auto cen = squares("cen", r.size);
        if (!cen) return std::nullopt;
        Square centre = make_square(r.size / 2, r.size / 2);
        if (value("cen") == "default" || (cen->size() == 1 && cen->front() == centre))
            r.throne = true;
        else if (cen->empty())
            r.throne = false;
        else
            return fail_field("cen", "only the centre square is supported as the throne");
        PieceSet cenh = lists["cenh"], cenhe = lists["cenhe"], cens = lists["cens"], cenp = lists["cenp"],
                 cenre = lists["cenre"];
        if (!r.throne) {
            // No throne: nothing is hostile, and no king is strong "at the centre" (OpenTafl's ks:c
            // king is weak everywhere on such a board).
            cenh = cenhe = PieceSet{};
            r.king_strong_zone = KingStrongZone::None;
        }
        // Only the king can occupy the throne. An armed king there closes captures of attackers
        // himself, so "hostile to attackers only while occupied" is then the same as "never".
        if (cenhe.t && cenh.t)
            r.throne_hostile_attackers = ThroneHostileAttackers::Always;
        else if (cenhe.t)
            r.throne_hostile_attackers = ThroneHostileAttackers::Empty;
        else if (!cenh.t || !r.throne || r.king_armed == KingArmed::Yes)
            r.throne_hostile_attackers = ThroneHostileAttackers::Never;
        else
            return fail_field("cenh",
                              "a throne hostile to attackers only while the (unarmed) king is on it is not supported");
        if (cenh.T && r.throne) return fail_field("cenh", "an occupied throne hostile to defenders is not supported");
        r.throne_hostile_defenders = cenhe.T ? ThroneHostileDefenders::Empty : ThroneHostileDefenders::Never;
        r.throne_hostile_king = cenhe.K;
        if ((cens.t || cens.T) && r.throne) return fail_field("cens", "only the king may stop on the throne");
        r.throne_stop = cens.K ? ThroneStop::King : ThroneStop::Nobody;
        r.king_reenter = cenre.K;
        bool pass_t = cenp.t && cenre.t, pass_T = cenp.T && cenre.T, pass_K = cenp.K && cenre.K;
        if (pass_t && pass_T && pass_K)
            r.throne_cross = ThroneCross::All;
        else if (!pass_t && !pass_T && pass_K)
            r.throne_cross = ThroneCross::King;
        else if (!pass_t && !pass_T && !pass_K)
            r.throne_cross = ThroneCross::Nobody;
        else if (!r.throne)
            r.throne_cross = ThroneCross::All;
        else
            return fail_field(cenp.K && !cenre.K ? "cenre" : "cenp",
                              "this combination of who may cross the throne (cenp " + quoted(pieces_text(cenp)) +
                                  ", cenre " + quoted(pieces_text(cenre)) + ") is not supported");

        if (check) {
            auto problems = validate(r);
            if (!problems.empty()) {
                const RuleProblem& p = problems.front();
                std::string field = p.parameter == "size" ? "dim" : p.parameter == "setup" ? "start" : "";
                if (!field.empty() && fields_.count(field)) return fail_field(field, p.message);
                return fail_whole("rules string gives an invalid rule set: " + p.parameter + ": " + p.message);
            }
        }
        return out;
    }

private:
    const std::string& value(std::string_view field) {
        auto it = fields_.find(std::string(field));
        if (it != fields_.end()) return it->second.value;
        const FieldInfo* info = find_field(field);
        return fallbacks_.try_emplace(std::string(field), info ? std::string(info->fallback) : std::string())
            .first->second;
    }

    static void set_king(RuleSet& r, KingCapture c, KingStrongZone z, bool edge_hostile, bool edge_safe) {
        r.king_capture = c;
        r.king_strong_zone = z;
        r.edge_hostile_king = edge_hostile;
        r.king_edge_safe = edge_safe;
    }

    std::optional<PieceSet> pieces(std::string_view field) {
        PieceSet s;
        for (char c : value(field)) {
            if (std::string_view("tcnkmgTCNKMG").find(c) == std::string_view::npos) {
                fail_field(field, std::string("bad piece letter ") + quoted(std::string(1, c)) +
                                      " (expected letters of tcnkmgTCNKMG)");
                return std::nullopt;
            }
            if (c == 't') s.t = true;
            if (c == 'T') s.T = true;
            if (c == 'K') s.K = true;
        }
        return s;
    }

    std::optional<std::vector<Square>> squares(std::string_view field, int size) {
        std::vector<Square> out;
        const std::string& v = value(field);
        if (v == "default") return out;
        for (std::size_t i = 0; i < v.size();) {
            std::size_t comma = v.find(',', i);
            if (comma == std::string::npos) comma = v.size();
            std::string_view item = std::string_view(v).substr(i, comma - i);
            if (!item.empty()) {
                auto sq = parse_square(item, size);
                if (!sq || item[0] < 'a') {
                    fail_field(field, "bad square " + quoted(item));
                    return std::nullopt;
                }
                out.push_back(*sq);
            }
            i = comma + 1;
        }
        return out;
    }

    static std::vector<Square> corner_squares(int size, bool blocks) {
        std::vector<Square> out;
        int n = size - 1;
        for (int f : {0, 1, n - 1, n})
            for (int r : {0, 1, n - 1, n}) {
                bool corner = (f == 0 || f == n) && (r == 0 || r == n);
                if (corner || blocks) out.push_back(make_square(f, r));
            }
        return out;
    }

    static bool same_squares(std::vector<Square> a, std::vector<Square> b) {
        std::sort(a.begin(), a.end());
        a.erase(std::unique(a.begin(), a.end()), a.end());
        std::sort(b.begin(), b.end());
        return a == b;
    }

    std::nullopt_t fail_field(std::string_view field, const std::string& what) {
        auto it = fields_.find(std::string(field));
        int line = it != fields_.end() ? it->second.line : 0;
        int col = it != fields_.end() ? it->second.column : 0;
        std::string where = col ? " (column " + std::to_string(col) + ")" : "";
        fail_at("rules field " + quoted(field) + ": " + what + where, line, col, field);
        return std::nullopt;
    }
    std::nullopt_t fail_whole(const std::string& what) {
        fail_at(what, 0, 0, "");
        return std::nullopt;
    }
    bool fail_at(const std::string& what, int line, int column, std::string_view token) {
        if (error_) *error_ = NotationError{what, line, column, std::string(token)};
        return false;
    }

    NotationError* error_;
    OtnReading reading_ = OtnReading::OpenTafl;
    std::map<std::string, FieldValue, std::less<>> fields_;
    std::map<std::string, std::string, std::less<>> fallbacks_;
};

// [SECTION] Writing

std::string square_list(const std::vector<Square>& squares) {
    std::string out;
    for (Square s : squares) out += square_name(s) + ",";
    return out;
}

// The fields of `r` that differ from the OTN defaults, in OpenTafl's order. Assumes
// semantic_problems(r) is empty; whatever cannot be said falls back to the nearest field value.
std::string build(const RuleSet& r, std::string_view name) {
    std::string out = "dim:" + std::to_string(r.size);
    auto field = [&](std::string_view key, const std::string& v) {
        out += ' ';
        out += key;
        out += ':';
        out += v;
    };
    if (!name.empty()) {
        std::string n(name);
        for (char& c : n)
            if (c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ':' || c == '[' || c == ']') c = '_';
        field("name", n);
    }
    if (r.escape == Escape::Edge) field("esc", "e");
    if (!r.encirclement) field("surf", "n");
    if (r.first == Side::Defenders) field("atkf", "n");
    if (r.repetition == Repetition::Ignore) field("tfr", "i");
    if (r.repetition == Repetition::MoverLoses) field("tfr", "w");
    if (r.king_armed == KingArmed::No) field("ka", "n");
    if (r.king_armed == KingArmed::Hammer) field("ka", "h");
    if (r.king_capture == KingCapture::Strong) {
        if (r.edge_hostile_king && !r.king_edge_safe) field("ks", "m");
    } else {
        field("ks", r.king_strong_zone == KingStrongZone::None ? "w" : "c");
    }
    if (r.corners == Corners::None) field("cor", "");
    if (r.corners == Corners::Block2) {
        std::vector<Square> blocks;
        int n = r.size - 1;
        for (int rank : {0, 1, n - 1, n})
            for (int file : {0, 1, n - 1, n}) blocks.push_back(make_square(file, rank));
        field("cor", square_list(blocks));
    }
    if (!r.throne) field("cen", "");
    PieceSet corh{r.corner_hostile != CornerHostile::None, r.corner_hostile == CornerHostile::All,
                  r.corner_hostile_king};
    if (corh != kAllPieces) field("corh", pieces_text(corh));
    PieceSet cenh{r.throne_hostile_attackers == ThroneHostileAttackers::Always, false, false};
    if (!cenh.t) field("cenh", "");
    PieceSet cenhe{r.throne_hostile_attackers != ThroneHostileAttackers::Never,
                   r.throne_hostile_defenders == ThroneHostileDefenders::Empty, r.throne_hostile_king};
    if (cenhe != kAllPieces) field("cenhe", pieces_text(cenhe));
    if (r.throne_stop == ThroneStop::Nobody) field("cens", "");
    if (r.throne_cross == ThroneCross::King) field("cenp", "K");
    if (r.throne_cross == ThroneCross::Nobody) field("cenp", "");
    if (!r.king_reenter) field("cenre", "");
    if (r.shieldwall == Shieldwall::Weak) field("sw", "w");
    if (r.shieldwall == Shieldwall::Strong) field("sw", "s");
    if (r.edge_fort) field("efe", "y");
    field("start", r.setup);
    return out;
}

// The parameter values OTN cannot say, whatever the other parameters are.
std::vector<RuleProblem> semantic_problems(const RuleSet& r) {
    std::vector<RuleProblem> out;
    auto add = [&](std::string p, std::string why) { out.push_back(RuleProblem{std::move(p), std::move(why)}); };
    if (r.corner_guard) add("corner_guard", "OTN has no king-only squares beside the corners");
    if (r.edge_hostile_men) add("edge_hostile_men", "OTN has no hostile board edge for men");
    if (r.king_shield != KingShield::Protects)
        add("king_shield",
            "OTN knows only a defender that protects the king ('" + get_parameter(r, "king_shield") + "')");
    if (r.no_moves == NoMoves::Draw) add("no_moves", "in OTN a player without a legal move loses");
    if (r.repetition == Repetition::DefendersLose)
        add("repetition", "OTN has no repetition rule that makes the defenders lose (tfr is i, d, w or l)");
    if (r.shuttle_limit != 0) add("shuttle_limit", "OTN has no shuttle limit");
    if (r.no_capture_draw != 0) add("no_capture_draw", "OTN has no draw for plies without a capture");
    if (r.escape == Escape::None && r.corners != Corners::None)
        add("escape", "OTN escapes to corners or edges; no escape is only expressible without corner squares");
    if (!r.king_reenter && r.throne_cross != ThroneCross::Nobody)
        add("king_reenter", "in OTN a king that may not re-enter the throne may not cross it either (cenre)");
    if (r.king_capture == KingCapture::Weak) {
        if (r.king_strong_zone == KingStrongZone::Throne)
            add("king_strong_zone", "OTN's king strong at the centre (ks:c) is strong on and next to the throne");
        if (r.edge_hostile_king) add("edge_hostile_king", "OTN has no hostile edge against a weak king");
        if (r.king_edge_safe) add("king_edge_safe", "OTN's weak king can be taken on the edge");
    }
    return out;
}

}  // namespace

// [SECTION] Public functions

RuleSet otn_default_rules() {
    RuleSet r;
    r.first = Side::Attackers;
    r.throne = true;
    r.corners = Corners::Single;
    r.throne_stop = ThroneStop::King;
    r.throne_cross = ThroneCross::All;
    r.king_reenter = true;
    r.corner_guard = false;
    r.corner_hostile = CornerHostile::All;
    r.corner_hostile_king = true;
    r.throne_hostile_attackers = ThroneHostileAttackers::Always;
    r.throne_hostile_defenders = ThroneHostileDefenders::Empty;
    r.throne_hostile_king = true;
    r.edge_hostile_men = false;
    r.edge_hostile_king = false;
    r.king_armed = KingArmed::Yes;
    r.shieldwall = Shieldwall::None;
    r.king_capture = KingCapture::Strong;
    r.king_strong_zone = KingStrongZone::None;
    r.king_edge_safe = true;
    r.king_shield = KingShield::Protects;
    r.escape = Escape::Corner;
    r.edge_fort = false;
    r.encirclement = true;
    r.no_moves = NoMoves::Lose;
    r.repetition = Repetition::Draw;
    r.shuttle_limit = 0;
    r.no_capture_draw = 0;
    return r;
}

std::optional<OtnRules> parse_otn_rules(std::string_view text, NotationError* error, OtnReading reading) {
    RulesReader reader(error, reading);
    if (!reader.split(text)) return std::nullopt;
    return reader.interpret(true);
}

OtnRulesEncoding encode_otn_rules(const RuleSet& rules, std::string_view name) {
    OtnRulesEncoding out;
    // Replace what OTN cannot say by its default, until nothing is left to replace.
    std::map<std::string, std::string, std::less<>> reasons;
    RuleSet sayable = rules;
    RuleSet defaults = otn_default_rules();
    for (int round = 0; round < 4; ++round) {
        auto problems = semantic_problems(sayable);
        if (problems.empty()) break;
        for (const auto& p : problems) {
            reasons.emplace(p.parameter, p.message);
            set_parameter(sayable, p.parameter, get_parameter(defaults, p.parameter));
        }
    }
    out.text = build(sayable, name);

    // Whatever does not come back exactly travels separately.
    RulesReader reader(nullptr);
    std::optional<OtnRules> back;
    if (reader.split(out.text)) back = reader.interpret(false);
    for (const auto& info : parameters()) {
        std::string mine = get_parameter(rules, info.name);
        std::string theirs = back ? get_parameter(back->rules, info.name) : std::string();
        if (back && mine == theirs) continue;
        auto it = reasons.find(info.name);
        std::string why = it != reasons.end()
                              ? it->second
                              : "OTN cannot carry '" + mine + "' here; the rules string reads back as '" + theirs + "'";
        out.rest.push_back(RuleProblem{std::string(info.name), why});
    }
    return out;
}

std::vector<RuleProblem> otn_unmappable(const RuleSet& rules) { return encode_otn_rules(rules).rest; }

std::optional<std::string> write_otn_rules(const RuleSet& rules, std::string_view name, std::string* error) {
    OtnRulesEncoding enc = encode_otn_rules(rules, name);
    if (enc.rest.empty()) return std::move(enc.text);
    if (error) {
        std::string msg = "OTN rules strings cannot express ";
        for (std::size_t i = 0; i < enc.rest.size(); ++i) {
            if (i) msg += "; ";
            msg += enc.rest[i].parameter + " = " + get_parameter(rules, enc.rest[i].parameter) + " (" +
                   enc.rest[i].message + ")";
        }
        *error = msg;
    }
    return std::nullopt;
}

}  // namespace tafl
