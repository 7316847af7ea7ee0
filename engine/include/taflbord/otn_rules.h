// otn_rules.h: OpenTafl rules strings (OTN §3), the `dim:11 esc:c ... start:/.../` records that
// tell other tafl software which game is played: reading one into a RuleSet and writing a RuleSet
// as one, refusing what OTN cannot say.
//
// Source: OpenTafl notation spec §3 "Rules Records" and RulesSerializer.java (defaults and the
// later field values `ks:c/m/w`, `ka:h/a`, `cenre`, `spd`, `name`) in
// github.com/jslater89/OpenTafl. Meanings of fields we cannot see in the spec come from OpenTafl's
// own rules description text (same repository).
//
// Field by field (`-` = field absent; piece lists only look at `t` attacker men, `T` defender men
// and `K` the king: OTN's other letters name pieces we do not have and are accepted and ignored):
//
//   OTN field (default)          our parameters
//   dim (required)               size
//   start (required, last)       setup; pieces other than t, T, K are refused
//   name                         returned as OtnRules::name (`_` stands for a blank)
//   atkf  y                      first: y attackers, n defenders
//   esc   c                      escape: c corner, e edge; `esc:c` with `cor:` (no corners) is
//                                escape none
//   surf  y                      encirclement
//   tfr   d                      repetition: i ignore, d draw, w mover-loses (OpenTafl's engine
//                                gives the win to the side to move after the third repetition);
//                                l (the side completing it wins) refused, except in records this
//                                game wrote before it spelled mover-loses `w` (OtnReading)
//   ka    y                      king_armed: y yes, n no, h hammer; a (anvil only) refused
//   ks    s                      s: king_capture strong, king_strong_zone none, edge_hostile_king no,
//                                   king_edge_safe yes (OpenTafl: "may not be captured against
//                                   the edge")
//                                m: strong, edge_hostile_king yes, king_edge_safe no
//                                w: weak, zone none, edge_hostile_king no, king_edge_safe no
//                                c: weak, zone throne+adjacent, edge_hostile_king no,
//                                   king_edge_safe no ("y"/"n", older spellings of s/w, are read)
//   cor   default                corners: default single; `` none; the 16 squares of the 2x2
//                                corner blocks block2; any other list refused
//   cen   default                throne: default yes; `` no; any other list refused
//   corh  all                    corner_hostile (t, T: none/attackers/all), corner_hostile_king (K)
//   cenhe all                    empty throne hostile to: t (attackers empty), T
//                                (throne_hostile_defenders empty), K (throne_hostile_king)
//   cenh  tcnk                   occupied throne hostile to: t in cenh and cenhe is
//                                throne_hostile_attackers always; t in cenh only reads as never
//                                when the king is armed (he closes the capture himself) and is
//                                refused otherwise; T refused (the occupant is always the king)
//   Where the square does not exist (`cor:` / `cen:`) its fields mean nothing: hostility reads as
//   none / never / no, `ks:c` as a king weak everywhere (as OpenTafl plays it) and `sw:s` as weak,
//   which is what validate() asks of such rule sets.
//   cens  K                      throne_stop: K king, none nobody; t or T refused
//   cenp  all, cenre all         a piece crosses the throne if in cenp and cenre (OpenTafl: without
//                                re-entry it may not enter from outside): all / K only / none give
//                                throne_cross all / king / nobody; king_reenter = K in cenre
//   cors  K, corre all, corp K   must let the king stop on and enter corners and nobody else stop
//   sw    n                      shieldwall: n none, w weak ("corners may not close"),
//                                s strong ("corners may close")
//   swf   y                      must be y (our shieldwall is taken by a bracketing move)
//   efe   n                      edge_fort
//   kj n, afor ``, dfor ``, spd -1, ber n: any other value is refused (jumps, fortresses,
//   speed limits, berserk); nj, cj and the fortress piece lists only concern absent pieces.
//
// Parameters OTN cannot express at all: corner_guard yes, edge_hostile_men yes, king_shield other
// than protects, no_moves draw (OpenTafl: a player with no legal move loses), repetition
// defenders-lose, shuttle_limit and no_capture_draw other than 0, king_strong_zone throne,
// escape none with corners, king_reenter no unless nobody crosses the throne, and a weak king
// with edge_hostile_king or king_edge_safe. Writing is checked by reading back: a parameter that
// would come back different is refused too, so read(write(r)) == r whenever write succeeds.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "taflbord/notation.h"
#include "taflbord/rules.h"

namespace tafl {

// A rules string read back: the rule set and OTN's optional variant name.
struct OtnRules {
    RuleSet rules;
    std::string name;
};

constexpr std::size_t kMaxRulesStringLength = 16 * 1024;

// The rule set a rules string describes when it gives only `dim` and `start`: every OTN default
// mapped onto our parameters (see the table above). `size` and `setup` are left as RuleSet's.
RuleSet otn_default_rules();

// Whose rules string is read. Taflborð's game records before version 0.2 wrote the mover-loses
// repetition rule as `tfr:l`, which in OpenTafl's engine means the opposite; a record that carries
// this game's own tags (`taflbord-...`) is read with that older spelling allowed.
enum class OtnReading : std::uint8_t { OpenTafl, TaflbordRecord };

// Reads a rules string (fields separated by blanks or line breaks; dim and start required, each
// field at most once, unknown fields refused). The result is checked with validate(). Errors name
// the field: "rules field 'ber': berserk moves ('c') are not supported".
std::optional<OtnRules> parse_otn_rules(std::string_view text, NotationError* error = nullptr,
                                        OtnReading reading = OtnReading::OpenTafl);

// The parameters of `rules` that a rules string cannot carry, each with the reason. Empty when
// write_otn_rules would succeed.
std::vector<RuleProblem> otn_unmappable(const RuleSet& rules);

// Writes `rules` as a rules string: `dim` first, `name` (blanks become `_`) when not empty, then
// only the fields that differ from the OTN defaults, `start` last. Refuses (nullopt, message
// naming the parameters) when otn_unmappable is not empty.
std::optional<std::string> write_otn_rules(const RuleSet& rules, std::string_view name = {},
                                           std::string* error = nullptr);

// The best rules string OTN can give for `rules`, and the parameters it does not carry. Reading
// `text` and then setting each entry of `rest` with set_parameter gives `rules` back exactly.
// Game records use this and put `rest` in a tag of their own.
struct OtnRulesEncoding {
    std::string text;
    std::vector<RuleProblem> rest;  // parameter, and why OTN cannot carry its value
};
OtnRulesEncoding encode_otn_rules(const RuleSet& rules, std::string_view name = {});

}  // namespace tafl
