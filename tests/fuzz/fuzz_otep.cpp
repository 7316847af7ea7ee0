// fuzz_otep.cpp: an OpenTafl Engine Protocol session (`taflbord-cli otep`) fed any lines. Every
// reply is a line of plain printable ASCII, whatever the input; a malformed command is answered
// with an error and the session goes on; never a crash, a hang or unbounded memory. The engine
// plays and analyses at the weakest level with a small node budget (--nodes caps both), and for
// at most 5 ms (--movetime), so that a `play` or an `analyze` answers at once.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>
#include <string_view>

#include "cli_common.h"
#include "otep.h"

namespace {

tafl::cli::Library& library() {
    static tafl::cli::Library lib = [] {
        setenv("TAFLBORD_ASSETS", TAFLBORD_FUZZ_ASSETS, 1);
        return tafl::cli::Library("fuzz_otep", {});
    }();
    return lib;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 4096) return 0;  // a session is a few commands; longer inputs only repeat them
    tafl::cli::Options options;
    options.command = "otep";
    options.values["level"] = "thrall";
    options.values["nodes"] = "200";
    options.values["seed"] = "7";
    options.values["movetime"] = "5";
    options.values["hash"] = "1";  // a session per input: a small table to clear
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    std::size_t lines = 0;
    tafl::cli::run_otep(library(), options, in, [&](std::string_view line) {
        if (line.empty() || line.back() != '\n') __builtin_trap();
        for (std::size_t i = 0; i + 1 < line.size(); ++i)
            if (static_cast<unsigned char>(line[i]) < 0x20 || static_cast<unsigned char>(line[i]) > 0x7e)
                __builtin_trap();  // OTEP replies are printable ASCII
        if (++lines > 100000) __builtin_trap();
    });
    if (lines == 0) __builtin_trap();  // the session always says hello
    return 0;
}
