// plural_rule.h: the plural rule of a translation catalog, read from its `Plural-Forms` header
// ("nplurals=2; plural=(n > 1);") and evaluated by a tiny expression interpreter.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tafl::i18n {

// Which plural form of a message to show for a count. The rule comes from the catalog itself,
// so that a language is added by adding its .po file, never by changing code. The grammar is
// the one GNU gettext accepts: the C operators `?:`, `||`, `&&`, `==`, `!=`, `<`, `>`, `<=`,
// `>=`, `+`, `-`, `*`, `/`, `%` and `!`, parentheses, the variable `n` and decimal numbers,
// with unsigned 64-bit arithmetic. Evaluation is safe on any input: parsing refuses everything
// outside the grammar, expressions are bounded in size and nesting, a division or remainder by
// zero gives 0, and an index outside the declared number of forms selects form 0 (as GNU
// gettext does).
class PluralRule {
public:
    // The most common rule, and the one of English, German and Italian: form 0 for exactly one,
    // form 1 for every other count (`nplurals=2; plural=(n != 1);`).
    PluralRule();

    // Parses a bare expression such as "n > 1" for a language with `forms` plural forms.
    static std::optional<PluralRule> parse(std::string_view expression, int forms, std::string* error);

    // Parses the value of a `Plural-Forms` header: "nplurals=N; plural=EXPRESSION;".
    static std::optional<PluralRule> parse_header(std::string_view value, std::string* error);

    // The form to use for the count `n`, always in [0, forms()).
    std::size_t index(std::uint64_t n) const;

    // How many plural forms the language has.
    int forms() const { return forms_; }

private:
    // The operations of the expression tree. Ternary uses all three children.
    enum class Op : std::uint8_t {
        Number,
        Variable,
        Not,
        Multiply,
        Divide,
        Remainder,
        Add,
        Subtract,
        Less,
        Greater,
        LessEqual,
        GreaterEqual,
        Equal,
        NotEqual,
        And,
        Or,
        Ternary,
    };

    // One node of the tree; children are indices into nodes_, always smaller than the node's own.
    struct Node {
        Op op = Op::Number;
        std::uint64_t value = 0;
        std::int32_t a = -1;
        std::int32_t b = -1;
        std::int32_t c = -1;
    };

    class Parser;

    std::uint64_t evaluate(std::int32_t node, std::uint64_t n) const;

    std::vector<Node> nodes_;
    std::int32_t root_ = 0;
    int forms_ = 2;
};

}  // namespace tafl::i18n
