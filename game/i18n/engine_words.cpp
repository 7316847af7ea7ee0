// engine_words.cpp: the texts for engine enums and ids. Every string here is extracted into
// localization/taflbord.pot; the `// I18N:` comments above them reach the translators.
#include "i18n/engine_words.h"

#include <array>

#include "i18n/translate.h"

namespace tafl::i18n {

// [SECTION] Sides and pieces

const char* side_name(tafl::Side side) {
    switch (side) {
        case tafl::Side::Attackers:
            // I18N: One of the two sides of the game, the one that besieges the king (it plays the
            // dark pieces). Used alone as a heading, in the side picker and the score panel.
            return p_("side", "Attackers");
        case tafl::Side::Defenders:
            // I18N: One of the two sides of the game, the king's side (it plays the light pieces).
            // Used alone as a heading, in the side picker and the score panel.
            return p_("side", "Defenders");
    }
    return "";
}

const char* turn_text(tafl::Side side) {
    switch (side) {
        case tafl::Side::Attackers:
            // I18N: Status line: it is the attackers' turn.
            return _("Attackers to move");
        case tafl::Side::Defenders:
            // I18N: Status line: it is the defenders' turn.
            return _("Defenders to move");
    }
    return "";
}

const char* piece_name(tafl::Piece piece) {
    switch (piece) {
        case tafl::Piece::Empty:
            // I18N: A board square with no piece on it, in a tooltip.
            return p_("square", "Empty");
        case tafl::Piece::Attacker:
            // I18N: A single piece of the attacking side, in a tooltip or a list of captured pieces.
            return p_("piece", "Attacker");
        case tafl::Piece::Defender:
            // I18N: A single piece of the defending side (not the king), in a tooltip or a list of
            // captured pieces.
            return p_("piece", "Defender");
        case tafl::Piece::King:
            // I18N: The king as a piece on the board (the defenders' leader, whom the attackers try to
            // capture), in a tooltip.
            return p_("piece", "King");
        case tafl::Piece::Offboard:
            // I18N: A position outside the board's edge; rarely shown, in debugging tooltips.
            return p_("square", "Off the board");
    }
    return "";
}

// [SECTION] Game end

const char* reason_text(tafl::Reason reason) {
    switch (reason) {
        case tafl::Reason::None:
            // I18N: Label in a list of games: the game has no result yet.
            return p_("game end", "Not over yet");
        case tafl::Reason::Escape:
            // I18N: Label in a list of games: why the game ended. The king reached an escape square
            // (a corner or the edge, depending on the rules).
            return p_("game end", "Escape");
        case tafl::Reason::EdgeFort:
            // I18N: Label in a list of games: why the game ended. The king built an unbreakable fort
            // on the board's edge with his defenders (a Copenhagen rule).
            return p_("game end", "Edge fort");
        case tafl::Reason::KingCaptured:
            // I18N: Label in a list of games: why the game ended. The attackers captured the king.
            return p_("game end", "King captured");
        case tafl::Reason::Encirclement:
            // I18N: Label in a list of games: why the game ended. The attackers closed a ring around
            // all the defenders.
            return p_("game end", "Encirclement");
        case tafl::Reason::NoMoves:
            // I18N: Label in a list of games: why the game ended. The player to move had no legal move.
            return p_("game end", "No legal moves");
        case tafl::Reason::Repetition:
            // I18N: Label in a list of games: why the game ended. The same position arose a third time.
            return p_("game end", "Threefold repetition");
        case tafl::Reason::NoCaptureLimit:
            // I18N: Label in a list of games: why the game ended. No piece was captured for the
            // number of moves the rules allow.
            return p_("game end", "Too long without a capture");
    }
    return "";
}

const char* status_label(tafl::Status status) {
    switch (status) {
        case tafl::Status::Ongoing:
            // I18N: Label for a game that is still being played.
            return p_("game status", "In progress");
        case tafl::Status::AttackersWin:
            // I18N: Short result label: the attacking side won.
            return p_("game status", "Attackers win");
        case tafl::Status::DefendersWin:
            // I18N: Short result label: the defending side won.
            return p_("game status", "Defenders win");
        case tafl::Status::Draw:
            // I18N: Short result label: nobody won.
            return p_("game status", "Draw");
    }
    return "";
}

const char* status_text(tafl::Status status, tafl::Reason reason) {
    using tafl::Reason;
    switch (status) {
        case tafl::Status::Ongoing:
            return _("The game is still in progress.");
        case tafl::Status::AttackersWin:
            switch (reason) {
                case Reason::KingCaptured:
                    return _("The king has been captured. The attackers win!");
                case Reason::Encirclement:
                    return _("The attackers have closed their ring around every defender. The attackers win!");
                case Reason::NoMoves:
                    return _("The defenders have no legal move left. The attackers win!");
                case Reason::Repetition:
                    return _(
                        // I18N: Under these rules a third repetition of a position counts against the
                        // defenders, whoever caused it.
                        "The same position has arisen a third time, and the rules count that against the "
                        "defenders. The attackers win!");
                default:
                    return _("The attackers win!");
            }
        case tafl::Status::DefendersWin:
            switch (reason) {
                case Reason::Escape:
                    return _("The king has escaped. The defenders win!");
                case Reason::EdgeFort:
                    return _("The king stands in an edge fort that cannot be broken. The defenders win!");
                case Reason::NoMoves:
                    return _("The attackers have no legal move left. The defenders win!");
                case Reason::Repetition:
                    return _(
                        "The attackers have forced the same position a third time, which the rules "
                        "forbid. The defenders win!");
                default:
                    return _("The defenders win!");
            }
        case tafl::Status::Draw:
            switch (reason) {
                case Reason::NoMoves:
                    return _("The player to move has no legal move. The game is drawn.");
                case Reason::Repetition:
                    return _("The same position has arisen a third time. The game is drawn.");
                case Reason::NoCaptureLimit:
                    return _("No piece has been captured for too many moves. The game is drawn.");
                default:
                    return _("The game is drawn.");
            }
    }
    return "";
}

// [SECTION] Refused moves and announcements

const char* illegal_text(tafl::Illegal why) {
    using tafl::Illegal;
    switch (why) {
        case Illegal::None:
            return _("This move is allowed.");
        case Illegal::GameOver:
            return _("The game is over; no more moves can be made.");
        case Illegal::NotOnBoard:
            return _("That square is not on the board.");
        case Illegal::NoPieceThere:
            return _("There is no piece on that square.");
        case Illegal::NotYourPiece:
            return _("That piece belongs to your opponent.");
        case Illegal::NotStraight:
            return _("Pieces move only in straight lines, along a row or a column.");
        case Illegal::SameSquare:
            return _("Choose a different square to move the piece to.");
        case Illegal::PathBlocked:
            return _("Another piece stands in the way.");
        case Illegal::DestinationOccupied:
            return _("That square is already occupied.");
        case Illegal::RestrictedSquare:
            // I18N: Reserved squares are the throne and the corners (and, in some rules, the squares
            // where the attackers start); which pieces may stop on or pass through them depends on the
            // rules.
            return _("This piece may not stop on or pass through that square.");
        case Illegal::ShuttleLimit:
            // I18N: A rule forbids moving the same piece back and forth between two squares too often.
            return _("You may not keep moving this piece back and forth.");
    }
    return "";
}

const char* announcement_text(tafl::Announcement flag) {
    switch (flag) {
        case tafl::kKingThreatened:
            return _("Watch out: the king can be captured on the next move!");
        case tafl::kRaichi:
            // I18N: "Raichi" is the traditional call (from Linnaeus's account of Tablut) when the king has
            // one open route to an escape square. Keep the word "Raichi" untranslated.
            return _("Raichi! The king has an open route to safety.");
        case tafl::kTuichu:
            // I18N: "Tuichu" is the traditional call when the king has two or more open routes, so he
            // cannot be stopped any more. Keep the word "Tuichu" untranslated.
            return _("Tuichu! The king has two or more open routes to safety.");
        default:
            return "";
    }
}

// [SECTION] Counts

std::string game_length_text(int moves) {
    // I18N: Shown on the game-over panel. {n} is the number of moves; keep the braces as they are.
    return fmt_arg(n_("The game lasted {n} move.", "The game lasted {n} moves.", moves), "n", moves);
}

std::string pieces_lost_text(tafl::Side side, int pieces) {
    if (side == tafl::Side::Attackers)
        // I18N: Shown on the game-over panel. {n} is the number of pieces; keep the braces.
        return fmt_arg(n_("The attackers have lost {n} piece.", "The attackers have lost {n} pieces.", pieces), "n",
                       pieces);
    // I18N: Shown on the game-over panel. {n} is the number of pieces; keep the braces.
    return fmt_arg(n_("The defenders have lost {n} piece.", "The defenders have lost {n} pieces.", pieces), "n",
                   pieces);
}

// [SECTION] Presets and AI levels

namespace {

// An id of the engine or the data files with its English text, marked for extraction.
struct NamedId {
    std::string_view id;
    const char* text;
};

// Preset names are proper names of games; only their descriptive parts need translating.
constexpr std::array<NamedId, 14> kPresets = {{
    // I18N: Name of a game (a 13×13 German tafl variant, literally "king's table"); usually kept.
    {"koenigszabel", N_("Königszabel")},
    // I18N: Name of a game (the Norse tafl game), usually kept as is.
    {"hnefatafl", N_("Hnefatafl")},
    // I18N: Name of a game (the Sámi tafl game recorded by Linnaeus), usually kept as is.
    {"tablut", N_("Tablut")},
    // I18N: Name of a game: Tablut played with the rule that the king escapes to a corner.
    {"tablut-corner", N_("Tablut (corner escape)")},
    // I18N: Name of a game: Tablut with the rules of the German website Brettspielnetz (a name).
    {"tablut-brettspielnetz", N_("Tablut (Brettspielnetz)")},
    // I18N: Name of a game (the Irish tafl game), usually kept as is.
    {"brandubh", N_("Brandubh")},
    // I18N: Name of a game (the Scottish tafl game, "high king"), usually kept as is.
    {"ard-ri", N_("Ard Rí")},
    // I18N: Name of a game: Ard Rí with its historical start, the pieces in square blocks.
    {"ard-ri-square", N_("Ard Rí (square setup)")},
    // I18N: Name of a game (the Welsh tafl game), usually kept as is.
    {"tawlbwrdd", N_("Tawlbwrdd")},
    // I18N: Name of a game: Tawlbwrdd with the start position in the shape of a cross, after a
    // board found on the Isle of Lewis.
    {"tawlbwrdd-lewis", N_("Tawlbwrdd (Lewis cross)")},
    // I18N: Name of a game: Tawlbwrdd with the defenders set up in a diamond (lozenge) shape.
    {"tawlbwrdd-diamond", N_("Tawlbwrdd (diamond)")},
    // I18N: Name of a game: Hnefatafl as played in York; translate the city name if your language has one.
    {"york", N_("York Hnefatafl")},
    // I18N: Name of a game: the modern tournament rules named after Copenhagen.
    {"copenhagen", N_("Copenhagen Hnefatafl")},
    // I18N: Name of a game: the rules of the championship on Fetlar (an island of Shetland).
    {"fetlar", N_("Fetlar Hnefatafl")},
}};

// Where each preset's rules come from, for its card in the new-match dialog: facts of the preset
// files and their sources only, in the order of kPresets.
constexpr std::array<NamedId, kPresets.size()> kOrigins = {{
    {"koenigszabel",
     // I18N: Origin of the preset Königszabel, one line under its name in the new-match dialog
     // (about 110 characters at most).
     N_("A German rules page’s reconstruction of hnefatafl; its setup picture is lost, so the start follows the "
        "text.")},
    {"hnefatafl",
     // I18N: Origin of the preset Hnefatafl, one line under its name in the new-match dialog (about 110
     // characters at most). Aage Nielsen and David Parlett are games historians; keep their names.
     N_("Likely, but not surely, Iceland’s game on 13×13, after Aage Nielsen’s group; the setup is David "
        "Parlett’s.")},
    {"tablut",
     // I18N: Origin of the preset Tablut, one line under its name in the new-match dialog (about 110
     // characters at most). Linnaeus is the Swedish naturalist Carl von Linné; use his usual name in
     // your language.
     N_("The Sámi game Linnaeus recorded on his 1732 journey to Lapland, with the historical rules after Aage "
        "Nielsen.")},
    {"tablut-corner",
     // I18N: Origin of the preset Tablut (corner escape), one line under its name in the new-match
     // dialog (about 110 characters at most). A match is two games with the sides swapped.
     N_("Linnaeus’s Lapland game after a German rules summary: the king flees to a corner, and a match is two "
        "games.")},
    {"tablut-brettspielnetz",
     // I18N: Origin of the preset Tablut (Brettspielnetz), one line under its name in the new-match dialog
     // (about 110 characters at most). Brettspielnetz.de is a German games website; keep the name.
     N_("Linnaeus’s Lapland game as the German site Brettspielnetz.de plays it, with rules picked for even "
        "chances.")},
    {"brandubh",
     // I18N: Origin of the preset Brandubh, one line under its name in the new-match dialog (about 110
     // characters at most). La Buca del Coboldo is an Italian games association; keep the name.
     N_("The Irish game, after Aage Nielsen’s reconstruction in the Italian rules of La Buca del Coboldo.")},
    {"ard-ri",
     // I18N: Origin of the preset Ard Rí, one line under its name in the new-match dialog (about 110
     // characters at most). “High king” is what the name Ard Rí means; a plain board has no marked
     // squares; Brandubh's cross is the start position of the Irish game.
     N_("Scotland’s “high king” game as Aage Nielsen’s group plays it: a plain board with Brandubh’s cross.")},
    {"ard-ri-square",
     // I18N: Origin of the preset Ard Rí (square setup), one line under its name in the new-match dialog
     // (about 110 characters at most). The start has the king and eight defenders in a square block.
     N_("The little-documented Scottish start, the king and eight men in a block; play tests found it badly "
        "unbalanced.")},
    {"tawlbwrdd",
     // I18N: Origin of the preset Tawlbwrdd, one line under its name in the new-match dialog (about 110
     // characters at most). Robert ap Ifan wrote the game down in Wales; R. C. Bell is a games historian.
     N_("The Welsh game, described by Robert ap Ifan in the 16th century, in the setup R. C. Bell gave in 1960.")},
    {"tawlbwrdd-lewis",
     // I18N: Origin of the preset Tawlbwrdd (Lewis cross), one line under its name in the new-match dialog
     // (about 110 characters at most). "Bell’s" is R. C. Bell's start position of the plain Tawlbwrdd.
     N_("The Welsh game with the Lewis cross of many commercial sets; tests found it a little less even than "
        "Bell’s.")},
    {"tawlbwrdd-diamond",
     // I18N: Origin of the preset Tawlbwrdd (diamond), one line under its name in the new-match dialog
     // (about 110 characters at most). "Bell’s" is R. C. Bell's start position of the plain Tawlbwrdd.
     N_("The Welsh game with a diamond round the king, as in many commercial sets; a little less even than "
        "Bell’s.")},
    {"york",
     // I18N: Origin of the preset York Hnefatafl, one line under its name in the new-match dialog (about
     // 110 characters at most). The start position of the original leaflet is lost.
     N_("Published in 1980 by the York Archaeological Trust with David Brown of Oxbow Games; its lost setup is "
        "rebuilt.")},
    {"copenhagen",
     // I18N: Origin of the preset Copenhagen Hnefatafl, one line under its name in the new-match dialog
     // (about 110 characters at most). The edge fort and the shieldwall are rules of this game.
     N_("Modern tournament rules from tafl’s 20th-century revival, with the edge fort and the shieldwall.")},
    {"fetlar",
     // I18N: Origin of the preset Fetlar Hnefatafl, one line under its name in the new-match dialog (about
     // 110 characters at most). Fetlar is the place of the championship; keep the name.
     N_("The modern rules of the 2013 Fetlar championship: Copenhagen without the shieldwall or the edge fort.")},
}};

// The two tables list the presets in the same order.
static_assert([] {
    for (std::size_t i = 0; i < kPresets.size(); ++i)
        if (kPresets[i].id != kOrigins[i].id) return false;
    return true;
}());

// The AI levels are the ranks of Viking-age society, from the unfree to the noble.
struct Level {
    std::string_view id;
    const char* name;
    const char* personality;
};

constexpr std::array<Level, 6> kLevels = {{
    {"thrall",
     // I18N: Name of the weakest AI level: a thrall, an unfree servant of the Viking age. A rank,
     // not a personal name.
     N_("Thrall"),
     // I18N: The character of the weakest AI level, shown under its name.
     N_("A nervous thrall who grabs whichever move lies closest to hand.")},
    {"karl",
     // I18N: Name of the second AI level: a karl, a free man of the Viking age (a farmer or a
     // craftsman). A rank, not the personal name Karl or Charles.
     N_("Karl"),
     // I18N: The character of the second AI level, shown under its name.
     N_("A free farmer who plays sensibly but seldom looks past the next furrow.")},
    {"bondi",
     // I18N: Name of the third AI level: a bondi, a landholding farmer of the Viking age. A rank.
     N_("Bondi"),
     // I18N: The character of the third AI level, shown under its name.
     N_("A steady landholder who thinks things through, yet now and then trusts a first hunch too long.")},
    {"huscarl",
     // I18N: Name of the fourth AI level: a huscarl, a sworn household warrior of a lord. A rank.
     N_("Huscarl"),
     // I18N: The character of the fourth AI level, shown under its name.
     N_("A sworn household warrior who sees every blow coming and never flinches.")},
    {"hersir",
     // I18N: Name of the fifth AI level: a hersir, a local war leader of the Viking age. A rank.
     N_("Hersir"),
     // I18N: The character of the fifth AI level, shown under its name.
     N_("A seasoned war leader who lays traps several moves before you see them.")},
    {"jarl",
     // I18N: Name of the strongest AI level: a jarl, a Norse earl ruling a region. A rank.
     N_("Jarl"),
     // I18N: The character of the strongest AI level, shown under its name.
     N_("A cunning jarl who has already planned your downfall – and the feast after it.")},
}};

constexpr auto kPresetIds = [] {
    std::array<std::string_view, kPresets.size()> ids{};
    for (std::size_t i = 0; i < kPresets.size(); ++i) ids[i] = kPresets[i].id;
    return ids;
}();

constexpr auto kLevelIds = [] {
    std::array<std::string_view, kLevels.size()> ids{};
    for (std::size_t i = 0; i < kLevels.size(); ++i) ids[i] = kLevels[i].id;
    return ids;
}();

const Level* find_level(std::string_view id) {
    for (const Level& level : kLevels)
        if (level.id == id) return &level;
    return nullptr;
}

}  // namespace

const char* preset_name(std::string_view id) {
    for (const NamedId& preset : kPresets)
        if (preset.id == id) return _(preset.text);
    return nullptr;
}

const char* preset_origin(std::string_view id) {
    for (const NamedId& origin : kOrigins)
        if (origin.id == id) return _(origin.text);
    return nullptr;
}

std::span<const std::string_view> preset_ids() { return kPresetIds; }

std::string setup_summary(int size, int attackers, int defenders) {
    // I18N: The size of a board of {n} by {n} squares, on a preset's card ("11×11"); keep the braces.
    const std::string board = fmt_arg(p_("board size", "{n}×{n}"), "n", size);
    std::string text;
    if (defenders > 0) {
        // I18N: The forces of a start position on a preset's card, beside a picture of it: {board} is the
        // board size ("11×11"), {attackers} the number of attacking pieces and {defenders} the number of
        // defenders besides the king ("11×11 · 24 against 12 and the king"). The form follows {defenders}.
        // The dot separates the size from the forces. Keep the braces.
        text = np_("setup", "{board} · {attackers} against {defenders} and the king",
                   "{board} · {attackers} against {defenders} and the king", defenders);
        text = fmt_arg(text, "defenders", defenders);
    } else {
        // I18N: The forces of a start position where the king has no defenders, on a preset's card:
        // {board} is the board size ("11×11"), {attackers} the number of attacking pieces. The form
        // follows {attackers}. Keep the braces.
        text = np_("setup", "{board} · {attackers} against the king alone",
                   "{board} · {attackers} against the king alone", attackers);
    }
    return fmt_arg(fmt_arg(text, "board", board), "attackers", attackers);
}

const char* level_name(std::string_view id) {
    const Level* level = find_level(id);
    return level ? _(level->name) : nullptr;
}

const char* level_personality(std::string_view id) {
    const Level* level = find_level(id);
    return level ? _(level->personality) : nullptr;
}

std::span<const std::string_view> level_ids() { return kLevelIds; }

}  // namespace tafl::i18n
