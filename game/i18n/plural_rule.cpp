// plural_rule.cpp: a recursive-descent parser and evaluator for gettext plural expressions,
// bounded in size and nesting so that a hostile catalog cannot exhaust the stack or divide by zero.
#include "i18n/plural_rule.h"

#include <charconv>
#include <limits>

namespace tafl::i18n {

namespace {

// Real rules have a dozen nodes (Arabic, the longest in use, about fifty); these limits keep the
// recursion of parsing and evaluation shallow whatever a catalog contains.
constexpr std::size_t kMaxNodes = 256;
constexpr int kMaxNesting = 48;
constexpr int kMaxForms = 16;

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

std::string_view trim(std::string_view s) {
    while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
    while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
    return s;
}

}  // namespace

// [SECTION] Parser

// Reads one expression, building nodes bottom-up so that every child precedes its parent.
// Each grammar level is a member function, from the loosest binding (the ternary) to the
// tightest (numbers, `n`, parentheses and `!`).
class PluralRule::Parser {
public:
    Parser(std::string_view text, std::vector<Node>& nodes) : text_(text), nodes_(nodes) {}

    // Parses the whole text; on failure returns -1 with error() set.
    std::int32_t parse_all() {
        std::int32_t root = ternary();
        skip_space();
        if (root >= 0 && pos_ != text_.size()) return fail("unexpected text after the expression");
        return root;
    }

    const std::string& error() const { return error_; }

private:
    std::int32_t fail(const char* message) {
        if (error_.empty()) error_ = std::string(message) + " at offset " + std::to_string(pos_);
        return -1;
    }

    void skip_space() {
        while (pos_ < text_.size() && is_space(text_[pos_])) ++pos_;
    }

    // Consumes `token` if it comes next (after blanks) and returns whether it did.
    bool take(std::string_view token) {
        skip_space();
        if (text_.substr(pos_, token.size()) != token) return false;
        pos_ += token.size();
        return true;
    }

    // Appends a node whose children were parsed successfully.
    std::int32_t add(Op op, std::int32_t a, std::int32_t b, std::int32_t c) {
        if (nodes_.size() >= kMaxNodes) return fail("expression too long");
        nodes_.push_back(Node{op, 0, a, b, c});
        return static_cast<std::int32_t>(nodes_.size() - 1);
    }

    std::int32_t leaf(Op op, std::uint64_t value) {
        if (nodes_.size() >= kMaxNodes) return fail("expression too long");
        nodes_.push_back(Node{op, value, -1, -1, -1});
        return static_cast<std::int32_t>(nodes_.size() - 1);
    }

    // ternary := or [ '?' ternary ':' ternary ]
    std::int32_t ternary() {
        if (++depth_ > kMaxNesting) return fail("expression nested too deeply");
        std::int32_t cond = logical_or();
        if (cond >= 0 && take("?")) {
            std::int32_t yes = ternary();
            if (yes < 0) return -1;
            if (!take(":")) return fail("expected ':'");
            std::int32_t no = ternary();
            if (no < 0) return -1;
            cond = add(Op::Ternary, cond, yes, no);
        }
        --depth_;
        return cond;
    }

    // Left-associative binary levels; `next` parses the operands.
    template <typename Next, std::size_t N>
    std::int32_t binary(Next next, const std::pair<std::string_view, Op> (&ops)[N]) {
        std::int32_t left = (this->*next)();
        while (left >= 0) {
            bool matched = false;
            for (const auto& [token, op] : ops) {
                // Longer tokens are listed first, so "<" never takes the first half of "<=".
                if (!take(token)) continue;
                std::int32_t right = (this->*next)();
                if (right < 0) return -1;
                left = add(op, left, right, -1);
                matched = true;
                break;
            }
            if (!matched) break;
        }
        return left;
    }

    std::int32_t logical_or() {
        static constexpr std::pair<std::string_view, Op> kOps[] = {{"||", Op::Or}};
        return binary(&Parser::logical_and, kOps);
    }
    std::int32_t logical_and() {
        static constexpr std::pair<std::string_view, Op> kOps[] = {{"&&", Op::And}};
        return binary(&Parser::equality, kOps);
    }
    std::int32_t equality() {
        static constexpr std::pair<std::string_view, Op> kOps[] = {{"==", Op::Equal}, {"!=", Op::NotEqual}};
        return binary(&Parser::relation, kOps);
    }
    std::int32_t relation() {
        static constexpr std::pair<std::string_view, Op> kOps[] = {
            {"<=", Op::LessEqual}, {">=", Op::GreaterEqual}, {"<", Op::Less}, {">", Op::Greater}};
        return binary(&Parser::additive, kOps);
    }
    std::int32_t additive() {
        static constexpr std::pair<std::string_view, Op> kOps[] = {{"+", Op::Add}, {"-", Op::Subtract}};
        return binary(&Parser::multiplicative, kOps);
    }
    std::int32_t multiplicative() {
        static constexpr std::pair<std::string_view, Op> kOps[] = {
            {"*", Op::Multiply}, {"/", Op::Divide}, {"%", Op::Remainder}};
        return binary(&Parser::unary, kOps);
    }

    // unary := '!' unary | 'n' | number | '(' ternary ')'
    std::int32_t unary() {
        skip_space();
        if (pos_ >= text_.size()) return fail("expression ends too early");
        char c = text_[pos_];
        if (c == '!' && !(pos_ + 1 < text_.size() && text_[pos_ + 1] == '=')) {
            ++pos_;
            if (++depth_ > kMaxNesting) return fail("expression nested too deeply");
            std::int32_t operand = unary();
            --depth_;
            if (operand < 0) return -1;
            return add(Op::Not, operand, -1, -1);
        }
        if (c == 'n') {
            ++pos_;
            return leaf(Op::Variable, 0);
        }
        if (c >= '0' && c <= '9') {
            std::uint64_t value = 0;
            const char* begin = text_.data() + pos_;
            auto [end, ec] = std::from_chars(begin, text_.data() + text_.size(), value);
            if (ec != std::errc()) return fail("number out of range");
            pos_ += static_cast<std::size_t>(end - begin);
            return leaf(Op::Number, value);
        }
        if (c == '(') {
            ++pos_;
            std::int32_t inner = ternary();
            if (inner < 0) return -1;
            if (!take(")")) return fail("expected ')'");
            return inner;
        }
        return fail("unexpected character");
    }

    std::string_view text_;
    std::vector<Node>& nodes_;
    std::size_t pos_ = 0;
    int depth_ = 0;
    std::string error_;
};

// [SECTION] PluralRule

PluralRule::PluralRule() {
    // n != 1
    nodes_ = {Node{Op::Variable, 0, -1, -1, -1}, Node{Op::Number, 1, -1, -1, -1}, Node{Op::NotEqual, 0, 0, 1, -1}};
    root_ = 2;
    forms_ = 2;
}

std::optional<PluralRule> PluralRule::parse(std::string_view expression, int forms, std::string* error) {
    auto report = [&](std::string message) -> std::optional<PluralRule> {
        if (error) *error = std::move(message);
        return std::nullopt;
    };
    if (forms < 1 || forms > kMaxForms) return report("nplurals must be between 1 and " + std::to_string(kMaxForms));
    PluralRule rule;
    rule.nodes_.clear();
    Parser parser(expression, rule.nodes_);
    std::int32_t root = parser.parse_all();
    if (root < 0) return report("plural expression: " + (parser.error().empty() ? "invalid" : parser.error()));
    rule.root_ = root;
    rule.forms_ = forms;
    return rule;
}

std::optional<PluralRule> PluralRule::parse_header(std::string_view value, std::string* error) {
    auto report = [&](const char* message) -> std::optional<PluralRule> {
        if (error) *error = message;
        return std::nullopt;
    };
    // Two fields separated by ';', in either order: nplurals=N and plural=EXPRESSION.
    std::optional<int> forms;
    std::optional<std::string_view> expression;
    while (!trim(value).empty()) {
        std::size_t semicolon = value.find(';');
        std::string_view field = trim(value.substr(0, semicolon));
        value = semicolon == std::string_view::npos ? std::string_view() : value.substr(semicolon + 1);
        if (field.empty()) continue;
        std::size_t equals = field.find('=');
        if (equals == std::string_view::npos) return report("expected name=value");
        std::string_view name = trim(field.substr(0, equals));
        std::string_view rhs = trim(field.substr(equals + 1));
        if (name == "nplurals") {
            int count = 0;
            auto [end, ec] = std::from_chars(rhs.data(), rhs.data() + rhs.size(), count);
            if (ec != std::errc() || end != rhs.data() + rhs.size()) return report("bad nplurals");
            forms = count;
        } else if (name == "plural") {
            expression = rhs;
        } else {
            return report("unknown field");
        }
    }
    if (!forms || !expression) return report("needs both nplurals and plural");
    return parse(*expression, *forms, error);
}

std::size_t PluralRule::index(std::uint64_t n) const {
    std::uint64_t form = evaluate(root_, n);
    return form < static_cast<std::uint64_t>(forms_) ? static_cast<std::size_t>(form) : 0;
}

std::uint64_t PluralRule::evaluate(std::int32_t node, std::uint64_t n) const {
    // Children always have smaller indices than their parent, so the recursion ends, and its
    // depth is bounded by kMaxNodes.
    const Node& x = nodes_[static_cast<std::size_t>(node)];
    auto a = [&] { return evaluate(x.a, n); };
    auto b = [&] { return evaluate(x.b, n); };
    switch (x.op) {
        case Op::Number:
            return x.value;
        case Op::Variable:
            return n;
        case Op::Not:
            return a() == 0 ? 1 : 0;
        case Op::Multiply:
            return a() * b();
        case Op::Divide: {
            std::uint64_t d = b();
            return d == 0 ? 0 : a() / d;
        }
        case Op::Remainder: {
            std::uint64_t d = b();
            return d == 0 ? 0 : a() % d;
        }
        case Op::Add:
            return a() + b();
        case Op::Subtract:
            return a() - b();
        case Op::Less:
            return a() < b() ? 1 : 0;
        case Op::Greater:
            return a() > b() ? 1 : 0;
        case Op::LessEqual:
            return a() <= b() ? 1 : 0;
        case Op::GreaterEqual:
            return a() >= b() ? 1 : 0;
        case Op::Equal:
            return a() == b() ? 1 : 0;
        case Op::NotEqual:
            return a() != b() ? 1 : 0;
        case Op::And:
            return (a() != 0 && b() != 0) ? 1 : 0;
        case Op::Or:
            return (a() != 0 || b() != 0) ? 1 : 0;
        case Op::Ternary:
            return a() != 0 ? b() : evaluate(x.c, n);
    }
    return 0;
}

}  // namespace tafl::i18n
