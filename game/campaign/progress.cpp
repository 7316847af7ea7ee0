// progress.cpp: the campaign progress file: writing, strict reading, profiles on disk.
#include "campaign/progress.h"

#include <algorithm>
#include <charconv>
#include <cstdint>

#include "core/atomic_file.h"
#include "taflbord/ai/levels.h"

namespace tafl::campaign {

namespace {

namespace fs = std::filesystem;

constexpr int kVersion = 1;
constexpr std::size_t kMaxProgressBytes = 1u << 20;

// FNV-1a over the bytes before the checksum line: cheap, and any cut or garbled byte shows.
std::uint64_t checksum(std::string_view text) {
    std::uint64_t h = 0xCBF29CE484222325ULL;
    for (const char c : text) {
        h ^= static_cast<unsigned char>(c);
        h *= 0x100000001B3ULL;
    }
    return h;
}

std::string hex(std::uint64_t v) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string out(16, '0');
    for (int i = 15; i >= 0; --i, v >>= 4) out[static_cast<std::size_t>(i)] = kDigits[v & 15u];
    return out;
}

std::string join(const std::set<std::string>& items, char sep) {
    std::string out;
    for (const std::string& s : items) {
        if (!out.empty()) out += sep;
        out += s;
    }
    return out;
}

std::vector<std::string> split(std::string_view s, char sep) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start <= s.size()) {
        const std::size_t end = std::min(s.find(sep, start), s.size());
        if (end > start) out.emplace_back(s.substr(start, end - start));
        start = end + 1;
    }
    return out;
}

bool plain(std::string_view s) {
    if (s.empty() || s.size() > 80) return false;
    for (const char c : s)
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == ':' || c == '#')) return false;
    return true;
}

std::optional<int> whole(std::string_view s) {
    int v = 0;
    const auto r = std::from_chars(s.data(), s.data() + s.size(), v);
    if (r.ec != std::errc() || r.ptr != s.data() + s.size() || v < 0 || v > 1000000) return std::nullopt;
    return v;
}

}  // namespace

std::string_view difficulty_id(Difficulty d) {
    switch (d) {
        case Difficulty::Story: return "story";
        case Difficulty::Normal: return "normal";
        case Difficulty::Hard: return "hard";
    }
    return "normal";
}

std::optional<Difficulty> parse_difficulty(std::string_view text) {
    for (const Difficulty d : {Difficulty::Story, Difficulty::Normal, Difficulty::Hard})
        if (difficulty_id(d) == text) return d;
    return std::nullopt;
}

std::string level_for(const Character& character, Difficulty difficulty) {
    const auto ladder = ai::levels();
    int index = 0;
    for (std::size_t i = 0; i < ladder.size(); ++i)
        if (ladder[i].id == character.level) index = static_cast<int>(i);
    if (difficulty == Difficulty::Story) index -= 1;
    if (difficulty == Difficulty::Hard) index += 1;
    index = std::clamp(index, 0, static_cast<int>(ladder.size()) - 1);
    return std::string(ladder[static_cast<std::size_t>(index)].id);
}

// [SECTION] Progress

Progress Progress::fresh(const Campaign& campaign, std::string name) {
    Progress p;
    p.name = std::move(name);
    if (const Battle* first = campaign.first_battle()) p.open.insert(first->id);
    return p;
}

std::vector<Unlock> Progress::record(const Battle& battle, bool won, const std::vector<Mark>& earned) {
    BattleProgress& b = battles[battle.id];
    ++b.tries;
    std::vector<Unlock> fresh_unlocks;
    if (!won) {
        ++b.losses;
        return fresh_unlocks;
    }
    b.won = true;
    for (const Mark& m : earned)
        if (std::find(battle.marks.begin(), battle.marks.end(), m) != battle.marks.end()) b.marks.insert(m.id());
    for (const Unlock& u : battle.unlocks) {
        bool added = false;
        switch (u.type) {
            case Unlock::Type::Battle: added = open.insert(u.id).second; break;
            case Unlock::Type::Rulebook: added = rulebook_chapters.insert(u.id + "#" + u.chapter).second; break;
            case Unlock::Type::Board: added = boards.insert(u.id).second; break;
        }
        if (added) fresh_unlocks.push_back(u);
    }
    return fresh_unlocks;
}

int Progress::marks_total() const {
    int n = 0;
    for (const auto& [id, b] : battles) n += static_cast<int>(b.marks.size());
    return n;
}

// [SECTION] The file

std::string write_progress(const Progress& p) {
    std::string out = "# Taflbord campaign progress. Written by the game; a file edited by hand is refused.\n";
    out += "version = " + std::to_string(kVersion) + "\n";
    // The name is kept as hex bytes: any UTF-8 the player typed, nothing that breaks a line.
    std::string name_hex;
    for (const char c : p.name) {
        static constexpr char kDigits[] = "0123456789abcdef";
        const auto u = static_cast<unsigned char>(c);
        name_hex += kDigits[u >> 4];
        name_hex += kDigits[u & 15u];
    }
    out += "name = " + name_hex + "\n";
    out += "difficulty = " + std::string(difficulty_id(p.difficulty)) + "\n";
    out += "open = " + join(p.open, ' ') + "\n";
    for (const auto& [id, b] : p.battles) {
        out += "battle = " + id + " " + (b.won ? "won" : "open") + " tries:" + std::to_string(b.tries) +
               " losses:" + std::to_string(b.losses);
        if (!b.marks.empty()) out += " marks:" + join(b.marks, ',');
        out += "\n";
    }
    out += "rulebook = " + join(p.rulebook_chapters, ' ') + "\n";
    out += "boards = " + join(p.boards, ' ') + "\n";
    out += "checksum = " + hex(checksum(out)) + "\n";
    return out;
}

std::optional<Progress> parse_progress(std::string_view text, std::string* error) {
    auto fail = [&](const std::string& why) -> std::optional<Progress> {
        *error = why;
        return std::nullopt;
    };
    const auto at = text.rfind("checksum = ");
    if (at == std::string_view::npos || (at > 0 && text[at - 1] != '\n')) return fail("no checksum line (cut short?)");
    std::string_view sum = text.substr(at + 11);
    if (!sum.empty() && sum.back() == '\n') sum.remove_suffix(1);
    if (sum != hex(checksum(text.substr(0, at)))) return fail("the checksum does not match (damaged or edited)");
    Progress p;
    bool versioned = false;
    int number = 0;
    for (const std::string& raw : split(text.substr(0, at), '\n')) {
        ++number;
        std::string_view line = raw;
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (line.empty() || line.front() == '#') continue;
        const auto eq = line.find(" = ");
        if (eq == std::string_view::npos) {
            if (line.size() > 2 && line.substr(line.size() - 2) == " =") line = line.substr(0, line.size() - 2);
            else return fail("line " + std::to_string(number) + " is not 'key = value'");
        }
        const std::string key(line.substr(0, eq == std::string_view::npos ? line.size() : eq));
        const std::string_view value = eq == std::string_view::npos ? std::string_view{} : line.substr(eq + 3);
        if (key == "version") {
            if (value != std::to_string(kVersion)) return fail("version " + std::string(value) + " is not known");
            versioned = true;
        } else if (key == "name") {
            std::string name;
            if (value.size() % 2 != 0 || value.size() > 400) return fail("the name is not readable");
            for (std::size_t i = 0; i < value.size(); i += 2) {
                unsigned v = 0;
                const auto r = std::from_chars(value.data() + i, value.data() + i + 2, v, 16);
                if (r.ec != std::errc() || r.ptr != value.data() + i + 2) return fail("the name is not readable");
                name += static_cast<char>(v);
            }
            p.name = name;
        } else if (key == "difficulty") {
            const auto d = parse_difficulty(value);
            if (!d) return fail("unknown difficulty '" + std::string(value) + "'");
            p.difficulty = *d;
        } else if (key == "open" || key == "rulebook" || key == "boards") {
            auto& set = key == "open" ? p.open : key == "rulebook" ? p.rulebook_chapters : p.boards;
            for (const std::string& w : split(value, ' ')) {
                if (!plain(w)) return fail("line " + std::to_string(number) + ": '" + w + "' is not an id");
                set.insert(w);
            }
        } else if (key == "battle") {
            const auto w = split(value, ' ');
            if (w.size() < 4 || !plain(w[0]) || (w[1] != "won" && w[1] != "open"))
                return fail("line " + std::to_string(number) + " is not a battle");
            BattleProgress b;
            b.won = w[1] == "won";
            for (std::size_t i = 2; i < w.size(); ++i) {
                const auto colon = w[i].find(':');
                const std::string field = w[i].substr(0, colon);
                const std::string rest = colon == std::string::npos ? "" : w[i].substr(colon + 1);
                if (field == "tries" || field == "losses") {
                    const auto n = whole(rest);
                    if (!n) return fail("line " + std::to_string(number) + ": bad " + field);
                    (field == "tries" ? b.tries : b.losses) = *n;
                } else if (field == "marks") {
                    for (const std::string& m : split(rest, ',')) b.marks.insert(m);
                } else {
                    return fail("line " + std::to_string(number) + ": unknown field '" + field + "'");
                }
            }
            p.battles[w[0]] = b;
        } else {
            return fail("unknown key '" + key + "'");
        }
    }
    if (!versioned) return fail("no version line");
    return p;
}

// [SECTION] Profiles on disk

fs::path profile_path(const fs::path& prefs, std::string_view profile_id) {
    return prefs / "campaign" / (std::string(profile_id) + ".txt");
}

std::string profile_id_of(std::string_view name) {
    std::string id;
    for (const char c : name) {
        if (c >= 'A' && c <= 'Z') id += static_cast<char>(c - 'A' + 'a');
        else if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) id += c;
        else if ((c == ' ' || c == '-' || c == '_') && !id.empty() && id.back() != '-') id += '-';
        if (id.size() >= 40) break;
    }
    while (!id.empty() && id.back() == '-') id.pop_back();
    return id.empty() ? "player" : id;
}

std::vector<std::string> list_profiles(const fs::path& prefs) {
    std::vector<std::string> out;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(prefs / "campaign", ec)) {
        const fs::path& p = e.path();
        if (p.extension() == ".txt" && e.is_regular_file(ec) && profile_id_of(p.stem().string()) == p.stem().string())
            out.push_back(p.stem().string());
    }
    std::sort(out.begin(), out.end());
    return out;
}

Loaded load_profile(const fs::path& prefs, std::string_view profile_id, const Campaign& campaign, std::string_view name) {
    Loaded loaded;
    const fs::path path = profile_path(prefs, profile_id);
    std::error_code ec;
    if (!fs::exists(path, ec)) {
        loaded.progress = Progress::fresh(campaign, std::string(name));
        return loaded;
    }
    std::string error;
    const auto text = core::read_file(path, kMaxProgressBytes, &error);
    std::optional<Progress> progress;
    if (text) progress = parse_progress(*text, &error);
    if (progress) {
        loaded.state = Loaded::State::Loaded;
        loaded.progress = std::move(*progress);
        return loaded;
    }
    // A broken file: set aside under a name of its own, never overwritten, and a fresh start.
    loaded.state = Loaded::State::Corrupt;
    loaded.error = error;
    for (int n = 1; n < 1000; ++n) {
        fs::path aside = path;
        aside += ".corrupt-" + std::to_string(n);
        if (fs::exists(aside, ec)) continue;
        fs::rename(path, aside, ec);
        if (!ec) loaded.kept_as = aside.string();
        break;
    }
    loaded.progress = Progress::fresh(campaign, std::string(name));
    return loaded;
}

bool save_profile(const fs::path& prefs, std::string_view profile_id, const Progress& progress, std::string* error) {
    return core::write_file_atomically(profile_path(prefs, profile_id), write_progress(progress), error, true);
}

}  // namespace tafl::campaign
