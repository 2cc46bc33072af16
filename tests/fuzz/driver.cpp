// A small, bounded random-mutation driver for the fuzz targets, used where
// libFuzzer is not available (g++ builds, CI):
//
//   gpa-fuzz-<name> [--corpus DIR] [--iterations N] [--seconds T] [--seed S]
//                   [--max-length L] [--keep-output] [FILE...]
//
// It runs every seed of the corpus (tests/fuzz/corpus/<name>/ by default)
// and every FILE once, then mutates them (bit flips, byte changes, inserted
// and deleted ranges, splices of two inputs, tokens that break parsers) for N
// iterations or T seconds, whichever ends first. No coverage guides it: it is
// a smoke test that keeps every target running, and a quick way to replay a
// crash found by libFuzzer (pass the file). An input that crashes the target
// is written to crash-<name>-<iteration> in the current folder before the
// signal ends the process. A fixed seed makes a run repeatable.
#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <random>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);
extern "C" __attribute__((weak)) int LLVMFuzzerInitialize(int *argc, char ***argv);

namespace {

using Bytes = std::vector<std::uint8_t>;

// The input being run, for the crash handler (which may only use
// async-signal-safe calls).
const Bytes *g_current = nullptr;
char g_crashName[256] = "crash-input";
int g_stderr = 2;

void onCrash(int signal)
{
    const int fd = ::open(g_crashName, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd >= 0 && g_current) {
        [[maybe_unused]] const ssize_t written
            = ::write(fd, g_current->data(), g_current->size());
        ::close(fd);
    }
    static const char message[] = "fuzz: the target crashed; the input is in ";
    [[maybe_unused]] ssize_t w = ::write(g_stderr, message, sizeof message - 1);
    w = ::write(g_stderr, g_crashName, std::strlen(g_crashName));
    w = ::write(g_stderr, "\n", 1);
    std::signal(signal, SIG_DFL);
    std::raise(signal);
}

Bytes readFile(const std::string &path)
{
    Bytes bytes;
    FILE *file = std::fopen(path.c_str(), "rb");
    if (!file)
        return bytes;
    std::uint8_t buffer[65536];
    std::size_t n = 0;
    while ((n = std::fread(buffer, 1, sizeof buffer, file)) > 0)
        bytes.insert(bytes.end(), buffer, buffer + n);
    std::fclose(file);
    return bytes;
}

std::vector<Bytes> readCorpus(const std::string &folder)
{
    std::vector<std::string> names;
    if (DIR *dir = ::opendir(folder.c_str())) {
        while (const dirent *entry = ::readdir(dir)) {
            const std::string name = entry->d_name;
            struct stat st {};
            if (name[0] != '.' && ::stat((folder + '/' + name).c_str(), &st) == 0
                && S_ISREG(st.st_mode))
                names.push_back(name);
        }
        ::closedir(dir);
    }
    std::sort(names.begin(), names.end()); // the same order on every machine
    std::vector<Bytes> corpus;
    for (const std::string &name : names)
        corpus.push_back(readFile(folder + '/' + name));
    return corpus;
}

// Text that tends to break parsers of numbers, dates, quotes and JSON.
const char *const kTokens[] = {
    "\"", "\"\"", ",", "\n", "\r\n", "\r", "\\", "\\u0000", "\\ud800", "{", "}", "[", "]", ":",
    "=", "-", "--", "0", "-0", "1e308", "-1e308", "1e-324", "4.9e-324", "nan", "inf", "-inf",
    "9223372036854775808", "2147483648", "1e999", "0x10", "2019-02-30", "9999-99-99", "null",
    "true", "\xc0\xaf", "\xed\xa0\x80", "\xef\xbb\xbf", "\x1b[2J", "<img src=x>", "%1", "\t",
    "cnn=1e308", "--database", "--check", "=", "\xff", "\xe8\x8a",
};

class Mutator
{
public:
    explicit Mutator(std::uint64_t seed, std::size_t maxLength)
        : m_random(seed)
        , m_maxLength(maxLength)
    { }

    Bytes mutate(const Bytes &input, const std::vector<Bytes> &pool)
    {
        Bytes out = input;
        const int steps = 1 + static_cast<int>(pick(4));
        for (int step = 0; step < steps; ++step)
            once(out, pool);
        if (out.size() > m_maxLength)
            out.resize(m_maxLength);
        return out;
    }

    std::size_t pick(std::size_t below) { return below == 0 ? 0 : m_random() % below; }

private:
    void once(Bytes &out, const std::vector<Bytes> &pool)
    {
        switch (pick(8)) {
        case 0: // flip a bit
            if (!out.empty())
                out[pick(out.size())] ^= static_cast<std::uint8_t>(1u << pick(8));
            break;
        case 1: // set a byte to a telling value
            if (!out.empty()) {
                static const std::uint8_t values[] = {0, 1, 0x7f, 0x80, 0xff, '"', ',', '\n', '9'};
                out[pick(out.size())] = values[pick(sizeof values)];
            }
            break;
        case 2: { // insert random bytes
            const std::size_t at = pick(out.size() + 1);
            Bytes bytes(1 + pick(8));
            for (std::uint8_t &b : bytes)
                b = static_cast<std::uint8_t>(pick(256));
            out.insert(out.begin() + static_cast<std::ptrdiff_t>(at), bytes.begin(), bytes.end());
            break;
        }
        case 3: // delete a range
            if (!out.empty()) {
                const std::size_t at = pick(out.size());
                const std::size_t length = 1 + pick(std::min<std::size_t>(out.size() - at, 64));
                out.erase(out.begin() + static_cast<std::ptrdiff_t>(at),
                          out.begin() + static_cast<std::ptrdiff_t>(at + length));
            }
            break;
        case 4: // duplicate a range
            if (!out.empty()) {
                const std::size_t at = pick(out.size());
                const std::size_t length = 1 + pick(std::min<std::size_t>(out.size() - at, 64));
                const Bytes copy(out.begin() + static_cast<std::ptrdiff_t>(at),
                                 out.begin() + static_cast<std::ptrdiff_t>(at + length));
                const std::size_t to = pick(out.size() + 1);
                out.insert(out.begin() + static_cast<std::ptrdiff_t>(to), copy.begin(), copy.end());
            }
            break;
        case 5: { // insert a token
            const char *token = kTokens[pick(sizeof kTokens / sizeof *kTokens)];
            const std::size_t at = pick(out.size() + 1);
            out.insert(out.begin() + static_cast<std::ptrdiff_t>(at), token, token + std::strlen(token));
            break;
        }
        case 6: // splice with another input
            if (!pool.empty()) {
                const Bytes &other = pool[pick(pool.size())];
                const std::size_t keep = pick(out.size() + 1);
                const std::size_t from = pick(other.size() + 1);
                out.resize(keep);
                out.insert(out.end(), other.begin() + static_cast<std::ptrdiff_t>(from), other.end());
            }
            break;
        default: // overwrite a 4-byte word (sizes, counts, header fields)
            if (out.size() >= 4) {
                const std::size_t at = pick(out.size() - 3);
                const std::uint32_t value = static_cast<std::uint32_t>(m_random());
                std::memcpy(out.data() + at, &value, 4);
            }
            break;
        }
    }

    std::mt19937_64 m_random;
    std::size_t m_maxLength;
};

long long number(const char *text, long long fallback)
{
    char *end = nullptr;
    const long long value = std::strtoll(text, &end, 10);
    return end && *end == '\0' && value >= 0 ? value : fallback;
}

} // namespace

int main(int argc, char **argv)
{
    std::string corpus = GPA_FUZZ_CORPUS;
    long long iterations = 2000;
    long long seconds = 10;
    std::uint64_t seed = 1;
    std::size_t maxLength = 1 << 16;
    bool keepOutput = false;
    std::vector<std::string> files;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool hasValue = i + 1 < argc;
        if (arg == "--corpus" && hasValue)
            corpus = argv[++i];
        else if (arg == "--iterations" && hasValue)
            iterations = number(argv[++i], iterations);
        else if (arg == "--seconds" && hasValue)
            seconds = number(argv[++i], seconds);
        else if (arg == "--seed" && hasValue)
            seed = static_cast<std::uint64_t>(number(argv[++i], 1));
        else if (arg == "--max-length" && hasValue)
            maxLength = static_cast<std::size_t>(number(argv[++i], 65536));
        else if (arg == "--keep-output")
            keepOutput = true;
        else if (!arg.empty() && arg[0] != '-')
            files.push_back(arg);
        else {
            std::fprintf(stderr, "usage: %s [--corpus DIR] [--iterations N] [--seconds T] "
                                 "[--seed S] [--max-length L] [--keep-output] [FILE...]\n",
                         argv[0]);
            return 2;
        }
    }

    // The targets print what the program prints (usage errors, tables);
    // only this driver's own lines are wanted, as libFuzzer's -close_fd_mask.
    g_stderr = ::dup(2);
    if (!keepOutput) {
        const int null = ::open("/dev/null", O_WRONLY);
        ::dup2(null, 1);
        ::dup2(null, 2);
        ::close(null);
    }
    FILE *report = ::fdopen(g_stderr, "w");

    if (LLVMFuzzerInitialize)
        LLVMFuzzerInitialize(&argc, &argv);
    std::signal(SIGSEGV, onCrash);
    std::signal(SIGABRT, onCrash);
    std::signal(SIGFPE, onCrash);
    std::signal(SIGBUS, onCrash);
    std::signal(SIGILL, onCrash);

    std::vector<Bytes> pool = readCorpus(corpus);
    for (const std::string &file : files)
        pool.push_back(readFile(file));
    if (pool.empty())
        pool.emplace_back();
    const std::size_t seeds = pool.size();

    const auto run = [](const Bytes &input, long long iteration) {
        std::snprintf(g_crashName, sizeof g_crashName, "crash-%s-%lld", GPA_FUZZ_NAME, iteration);
        g_current = &input;
        LLVMFuzzerTestOneInput(input.data(), input.size());
        g_current = nullptr;
    };

    const auto start = std::chrono::steady_clock::now();
    long long done = 0;
    for (const Bytes &input : pool)
        run(input, done++);
    Mutator mutator(seed, maxLength);
    // Recent mutants join the pool, so that mutations compound.
    constexpr std::size_t kPoolLimit = 256;
    while (done < iterations
           && std::chrono::steady_clock::now() - start < std::chrono::seconds(seconds)) {
        const Bytes &base = pool[mutator.pick(pool.size())];
        Bytes input = mutator.mutate(base, pool);
        run(input, done++);
        if (pool.size() < kPoolLimit)
            pool.push_back(std::move(input));
        else if (kPoolLimit > seeds)
            pool[seeds + mutator.pick(kPoolLimit - seeds)] = std::move(input);
    }
    const double elapsed
        = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::fprintf(report, "fuzz %s: %lld inputs (%zu seeds) in %.1f s, no crash\n", GPA_FUZZ_NAME,
                 done, seeds, elapsed);
    std::fclose(report);
    return 0;
}
