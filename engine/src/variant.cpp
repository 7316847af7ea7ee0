// variant.cpp: reading variant files (format: assets/variants/README.md), resolving `extends`
// chains and checking the result with validate(). Every input is untrusted: the parser never
// throws, never recurses on input and bounds the work it does by the 64 KiB file limit.
#include "taflbord/variant.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <exception>
#include <set>
#include <tuple>
#include <utility>

namespace tafl {

namespace {

constexpr std::size_t kMaxFileBytes = 64 * 1024;
constexpr std::size_t kMaxLineChars = 4096;
constexpr std::size_t kMaxErrorsPerFile = 100;

constexpr std::string_view kExtends = "extends";
constexpr std::string_view kName = "name";
constexpr std::string_view kSource = "source";

// Internal marker appended to a stored file whose text had errors, so that presets extending it
// report "has errors" once instead of repeating its faults. Never produced by the parser (an
// empty key is an error).
constexpr std::string_view kBrokenMarker = "";

bool is_meta_key(std::string_view key) { return key == kExtends || key == kName || key == kSource; }

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

std::string_view trim(std::string_view s) {
    while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
    while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
    return s;
}

// Checks that `s` is well-formed UTF-8 (no overlong forms, no surrogates, at most U+10FFFF).
bool valid_utf8(std::string_view s) {
    std::size_t i = 0;
    while (i < s.size()) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c < 0x80) {
            ++i;
            continue;
        }
        std::size_t len = 0;
        unsigned int cp = 0;
        if (c >= 0xC2 && c <= 0xDF) {
            len = 2;
            cp = c & 0x1Fu;
        } else if (c >= 0xE0 && c <= 0xEF) {
            len = 3;
            cp = c & 0x0Fu;
        } else if (c >= 0xF0 && c <= 0xF4) {
            len = 4;
            cp = c & 0x07u;
        } else {
            return false;
        }
        if (s.size() - i < len) return false;
        for (std::size_t k = 1; k < len; ++k) {
            const auto cc = static_cast<unsigned char>(s[i + k]);
            if ((cc & 0xC0u) != 0x80u) return false;
            cp = (cp << 6) | (cc & 0x3Fu);
        }
        if ((len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10FFFF))) return false;
        if (cp >= 0xD800 && cp <= 0xDFFF) return false;
        i += len;
    }
    return true;
}

bool has_control_char(std::string_view s) {
    return std::any_of(s.begin(), s.end(), [](char ch) {
        const auto c = static_cast<unsigned char>(ch);
        return (c < 0x20 && ch != '\t') || c == 0x7F;
    });
}

// Quotes a key for a message, shortened so a 4 KiB line does not flood the output.
std::string quoted(std::string_view s) {
    constexpr std::size_t kShown = 60;
    std::string out = "'";
    if (s.size() > kShown) {
        out += s.substr(0, kShown);
        out += "...";
    } else {
        out += s;
    }
    out += "'";
    return out;
}

// Key as recorded in an error: the key itself, shortened when absurdly long.
std::string error_key(std::string_view key) {
    constexpr std::size_t kShown = 60;
    if (key.size() > kShown) return std::string(key.substr(0, kShown)) + "...";
    return std::string(key);
}

// The edit distance between a and b when it is below `bound`, else `bound`: once every entry of a
// row has reached the bound none can lead below it, so the table stops there. Its two rows live on
// the stack (suggest_key asks only of keys up to 64 characters), so no suggestion allocates.
std::size_t edit_distance(std::string_view a, std::string_view b, std::size_t bound) {
    constexpr std::size_t kLongest = 64;
    if (b.size() > kLongest) return bound;  // no hint for keys that long
    std::array<std::size_t, kLongest + 1> rows[2]{};
    std::size_t* prev = rows[0].data();
    std::size_t* cur = rows[1].data();
    for (std::size_t j = 0; j <= b.size(); ++j) prev[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        cur[0] = i;
        std::size_t row_min = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t sub = prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
            cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, sub});
            row_min = std::min(row_min, cur[j]);
        }
        if (row_min >= bound) return bound;
        std::swap(prev, cur);
    }
    return std::min(prev[b.size()], bound);
}

bool is_known_key(std::string_view key) { return is_meta_key(key) || find_parameter(key) != nullptr; }

// The closest known key, for "did you mean" hints; empty when nothing is close.
std::string suggest_key(std::string_view key) {
    if (key.size() > 64) return {};
    std::string best;
    std::size_t best_d = 3;  // suggest only at distance 1 or 2
    auto consider = [&](std::string_view cand) {
        // The distance is at least the difference in length: most candidates need no table.
        if (key.size() + best_d <= cand.size() || cand.size() + best_d <= key.size()) return;
        const std::size_t d = edit_distance(key, cand, best_d);
        if (d < best_d) {
            best_d = d;
            best = std::string(cand);
        }
    };
    consider(kExtends);
    consider(kName);
    consider(kSource);
    for (const ParamInfo& p : parameters()) consider(p.name);
    // Also accept hyphens or spaces written for underscores.
    std::string normal(key);
    std::replace(normal.begin(), normal.end(), '-', '_');
    std::replace(normal.begin(), normal.end(), ' ', '_');
    if (normal != key && is_known_key(normal)) return normal;
    return best;
}

// set_parameter and validate belong to another module; a failure there must not take the
// parser down, so their exceptions become messages.
std::optional<std::string> safe_set(RuleSet& rules, std::string_view key, std::string_view value) {
    try {
        return set_parameter(rules, key, value);
    } catch (const std::exception& e) {
        return std::string("cannot set: ") + e.what();
    } catch (...) {
        return std::string("cannot set this value");
    }
}

std::vector<RuleProblem> safe_validate(const RuleSet& rules) {
    try {
        return validate(rules);
    } catch (const std::exception& e) {
        return {RuleProblem{"", std::string("validation failed: ") + e.what()}};
    } catch (...) {
        return {RuleProblem{"", "validation failed"}};
    }
}

// Parses a whole file, collecting every error (up to a cap). The returned file holds the
// entries that were good.
VariantFile parse_all(std::string_view text, std::string_view path, std::string_view id,
                      std::vector<VariantError>& errors) {
    VariantFile file;
    file.id = std::string(id);
    file.path = std::string(path);
    const std::size_t errors_before = errors.size();
    auto fail = [&](int line, std::string_view key, std::string message) {
        errors.push_back(VariantError{file.path, line, error_key(key), std::move(message)});
    };

    if (text.size() > kMaxFileBytes) {
        fail(0, "",
             "file is too large (" + std::to_string(text.size()) + " bytes; a variant file may have at most 64 KiB, " +
                 std::to_string(kMaxFileBytes) + " bytes)");
        return file;
    }
    // A UTF-8 byte order mark is tolerated at the very start.
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);

    std::set<std::string, std::less<>> seen_keys;
    std::vector<std::pair<std::string, int>> first_lines;  // key -> line of first occurrence
    int line_no = 0;
    std::size_t pos = 0;
    bool any_key = false;
    while (pos <= text.size()) {
        if (errors.size() - errors_before >= kMaxErrorsPerFile && pos < text.size()) {
            fail(0, "", "too many errors; the rest of the file was not checked");
            break;
        }
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos) end = text.size();
        std::string_view raw = text.substr(pos, end - pos);
        const bool last = end >= text.size();
        pos = end + 1;
        ++line_no;
        if (last && raw.empty()) break;                                // final newline, or empty file
        if (!raw.empty() && raw.back() == '\r') raw.remove_suffix(1);  // CRLF line ends

        if (raw.size() > kMaxLineChars) {
            fail(line_no, "",
                 "line is too long (" + std::to_string(raw.size()) + " characters; at most " +
                     std::to_string(kMaxLineChars) + " are allowed)");
            continue;
        }
        if (!valid_utf8(raw)) {
            fail(line_no, "", "line is not valid UTF-8 text");
            continue;
        }
        if (has_control_char(raw)) {
            fail(line_no, "", "line contains a control character");
            continue;
        }
        std::string_view content = raw;
        if (auto hash = content.find('#'); hash != std::string_view::npos) content = content.substr(0, hash);
        content = trim(content);
        if (content.empty()) continue;

        const auto eq = content.find('=');
        if (eq == std::string_view::npos) {
            fail(line_no, "", "expected 'key = value', found no '=' (comments start with '#')");
            continue;
        }
        const std::string_view key = trim(content.substr(0, eq));
        const std::string_view value = trim(content.substr(eq + 1));
        if (key.empty()) {
            fail(line_no, "", "missing key before '='");
            continue;
        }
        if (!is_known_key(key)) {
            std::string msg = "unknown key " + quoted(key);
            if (std::string hint = suggest_key(key); !hint.empty()) msg += " (did you mean '" + hint + "'?)";
            fail(line_no, key, std::move(msg));
            continue;
        }
        if (value.empty()) {
            fail(line_no, key, "missing value after '='");
            continue;
        }
        if (seen_keys.count(key) != 0) {
            int first_line = 0;
            for (const auto& [k, l] : first_lines) {
                if (k == key) first_line = l;
            }
            fail(line_no, key, "key given twice (first on line " + std::to_string(first_line) + ")");
            continue;
        }
        seen_keys.emplace(key);
        first_lines.emplace_back(std::string(key), line_no);
        if (key == kExtends && any_key) {
            fail(line_no, key, "'extends' must be the first key of the file");
            any_key = true;
            continue;
        }
        any_key = true;
        file.entries.push_back(VariantEntry{std::string(key), std::string(value), line_no});
    }
    return file;
}

struct Origin {
    std::string file;
    int line = 0;
};

// A preset as far as it could be built: every value plus where it came from.
struct Resolved {
    bool usable = false;  // the chain is intact and every value could be set
    RuleSet rules;
    std::string name, source, extends;
    std::map<std::string, Origin, std::less<>> origins;  // key -> child-most file and line setting it
    std::vector<RuleProblem> problems;                   // validate() result
};

}  // namespace

std::string VariantError::to_string() const {
    std::string out = file;
    if (line > 0) {
        if (out.empty())
            out = "line " + std::to_string(line);
        else
            out += ":" + std::to_string(line);
    }
    if (!out.empty()) out += ": ";
    // Messages of set_parameter already start with the parameter's name.
    if (!key.empty() && message.rfind(key + ": ", 0) != 0) out += key + ": ";
    out += message.empty() ? std::string("error") : message;
    return out;
}

std::optional<VariantFile> parse_variant_file(std::string_view text, std::string_view path, std::string_view id,
                                              VariantError* error) {
    std::vector<VariantError> errors;
    VariantFile file = parse_all(text, path, id, errors);
    if (!errors.empty()) {
        if (error) *error = errors.front();
        return std::nullopt;
    }
    return file;
}

void VariantSet::add(std::string_view text, std::string_view path, std::string_view id) {
    std::vector<VariantError> errors;
    VariantFile file = parse_all(text, path, id, errors);
    if (!errors.empty()) file.entries.push_back(VariantEntry{std::string(kBrokenMarker), "", 0});

    // A file with the same id replaces the earlier one, including the earlier one's errors.
    if (auto it = files_.find(id); it != files_.end()) {
        const std::string old_path = it->second.path;
        std::erase_if(parse_errors_, [&](const VariantError& e) { return e.file == old_path; });
        files_.erase(it);
    }
    parse_errors_.insert(parse_errors_.end(), errors.begin(), errors.end());
    files_.emplace(std::string(id), std::move(file));
}

std::vector<VariantError> VariantSet::resolve() {
    variants_.clear();
    std::vector<VariantError> errors = parse_errors_;
    // The same fault reached through several presets is reported once.
    std::set<std::tuple<std::string, int, std::string, std::string>> reported;
    auto report = [&](VariantError e) {
        if (reported.emplace(e.file, e.line, e.key, e.message).second) errors.push_back(std::move(e));
    };

    auto extends_of = [](const VariantFile& f) -> const VariantEntry* {
        for (const auto& e : f.entries) {
            if (e.key == kExtends) return &e;
        }
        return nullptr;
    };
    auto is_broken = [](const VariantFile& f) {
        return std::any_of(f.entries.begin(), f.entries.end(),
                           [](const VariantEntry& e) { return e.key == kBrokenMarker; });
    };

    std::map<std::string, Resolved, std::less<>> done;

    // Builds one preset after its parent. Iterative: walks up to a resolved ancestor, a root, an
    // unknown parent or a cycle, then builds back down.
    auto build = [&](const std::string& start) {
        std::vector<std::string> path;  // start, parent, grandparent, ...
        std::string cur = start;
        // Walk up.
        while (true) {
            if (done.count(cur)) break;
            if (std::find(path.begin(), path.end(), cur) != path.end()) {
                // Cycle: every member reports it; those below it see a broken parent.
                auto first = std::find(path.begin(), path.end(), cur);
                // Named in full when short; a long cycle by its size and first links, so that a
                // folder of a thousand linked files does not print a thousand thousand names.
                const auto length = static_cast<std::size_t>(path.end() - first);
                constexpr std::size_t kShownLinks = 8;
                std::string cycle;
                if (length > kShownLinks) cycle = std::to_string(length) + " presets, ";
                std::size_t shown = 0;
                for (auto it = first; it != path.end() && shown < kShownLinks; ++it, ++shown) cycle += *it + " -> ";
                cycle += length > kShownLinks ? std::string("...") : cur;
                for (auto it = first; it != path.end(); ++it) {
                    const VariantFile& f = files_.find(*it)->second;
                    const VariantEntry* ext = extends_of(f);
                    report(VariantError{f.path, ext ? ext->line : 0, std::string(kExtends),
                                        "inheritance cycle: " + cycle});
                    done[*it] = Resolved{};  // unusable
                }
                path.erase(first, path.end());
                break;
            }
            path.push_back(cur);
            const VariantFile& f = files_.find(cur)->second;
            const VariantEntry* ext = extends_of(f);
            if (!ext) break;  // root
            if (files_.find(ext->value) == files_.end()) {
                report(VariantError{f.path, ext->line, std::string(kExtends),
                                    "extends unknown preset " + quoted(ext->value)});
                done[cur] = Resolved{};
                path.pop_back();
                break;
            }
            cur = ext->value;
        }

        // Build down, from the topmost unresolved file to `start`.
        for (auto it = path.rbegin(); it != path.rend(); ++it) {
            const std::string& id = *it;
            const VariantFile& f = files_.find(id)->second;
            const VariantEntry* ext = extends_of(f);
            Resolved r;
            if (ext) {
                const Resolved& parent = done.find(ext->value)->second;
                if (!parent.usable) {
                    report(VariantError{f.path, ext->line, std::string(kExtends),
                                        "extends " + quoted(ext->value) + ", which has errors"});
                    done[id] = Resolved{};
                    continue;
                }
                r = parent;
                r.problems.clear();
                r.extends = ext->value;
            }
            r.usable = !is_broken(f);
            for (const VariantEntry& e : f.entries) {
                if (e.key == kBrokenMarker || e.key == kExtends) continue;
                if (e.key == kName) {
                    r.name = e.value;
                } else if (e.key == kSource) {
                    r.source = e.value;
                } else if (auto msg = safe_set(r.rules, e.key, e.value)) {
                    report(VariantError{f.path, e.line, e.key, *msg});
                    r.usable = false;
                    continue;
                }
                r.origins[e.key] = Origin{f.path, e.line};
            }
            if (!ext) {
                // A root must set every parameter itself.
                std::string missing;
                int count = 0;
                for (const ParamInfo& p : parameters()) {
                    if (r.origins.count(p.name) == 0 &&
                        !std::any_of(f.entries.begin(), f.entries.end(),
                                     [&](const VariantEntry& e) { return e.key == p.name; })) {
                        missing += (count++ ? ", " : "") + std::string(p.name);
                    }
                }
                if (count > 0 && !is_broken(f)) {
                    report(VariantError{f.path, 0, "",
                                        "a preset without 'extends' must set every parameter; missing " +
                                            std::to_string(count) + ": " + missing});
                    r.usable = false;
                } else if (count > 0) {
                    r.usable = false;  // its own errors explain the gaps
                }
            }
            done[id] = std::move(r);
        }
    };

    for (const auto& [id, file] : files_) build(id);

    // Check each usable preset on its own and keep the good ones.
    for (auto& [id, r] : done) {
        if (r.usable) r.problems = safe_validate(r.rules);
    }
    for (auto& [id, r] : done) {
        if (!r.usable) continue;
        const VariantFile& f = files_.find(id)->second;
        bool ok = r.problems.empty();
        if (r.name.empty()) {
            report(VariantError{f.path, 0, std::string(kName), "no 'name' given, here or in a preset it extends"});
            ok = false;
        }
        const Resolved* parent = nullptr;
        if (!r.extends.empty()) {
            if (auto pit = done.find(r.extends); pit != done.end()) parent = &pit->second;
        }
        for (const RuleProblem& p : r.problems) {
            VariantError e{f.path, 0, p.parameter, p.message};
            if (auto origin = r.origins.find(p.parameter); origin != r.origins.end()) {
                e.file = origin->second.file;
                e.line = origin->second.line;
            }
            if (e.file != f.path) {
                // An inherited fault: when the parent has the same problem, the parent reports it.
                const bool parent_has =
                    parent && std::any_of(parent->problems.begin(), parent->problems.end(), [&](const RuleProblem& q) {
                        return q.parameter == p.parameter && q.message == p.message;
                    });
                if (parent_has) continue;
                e.message += " (as inherited by preset " + quoted(id) + ")";
            }
            report(std::move(e));
        }
        if (!ok) continue;
        Variant v;
        v.id = id;
        v.name = r.name;
        v.source = r.source;
        v.extends = r.extends;
        v.rules = r.rules;
        variants_.emplace(id, std::move(v));
    }
    return errors;
}

const Variant* VariantSet::find(std::string_view id) const {
    auto it = variants_.find(id);
    return it == variants_.end() ? nullptr : &it->second;
}

std::vector<const Variant*> VariantSet::all() const {
    std::vector<const Variant*> out;
    out.reserve(variants_.size());
    for (const auto& [id, v] : variants_) out.push_back(&v);
    return out;
}

}  // namespace tafl
