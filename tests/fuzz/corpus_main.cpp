// A bounded stand-in for a fuzzing engine: runs LLVMFuzzerTestOneInput on
// every file of the corpus folders given, then on a fixed number of
// deterministic mutations of each (bytes flipped, inserted, removed, and
// the file cut short or repeated). It stops by itself and fails only when
// the target crashes, which the test run reports.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <random>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

namespace {

void run(const std::string &bytes)
{
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(bytes.data()), bytes.size());
}

} // namespace

int main(int argc, char **argv)
{
    constexpr int kMutationsPerFile = 300;
    std::mt19937 random(20261201u);
    int inputs = 0;
    for (int a = 1; a < argc; ++a) {
        for (const auto &entry : std::filesystem::directory_iterator(argv[a])) {
            std::string seed;
            if (std::FILE *in = std::fopen(entry.path().c_str(), "rb")) {
                char buffer[4096];
                std::size_t n = 0;
                while ((n = std::fread(buffer, 1, sizeof buffer, in)) > 0)
                    seed.append(buffer, n);
                std::fclose(in);
            }
            run(seed);
            ++inputs;
            for (int m = 0; m < kMutationsPerFile; ++m) {
                std::string bytes = seed;
                const int edits = 1 + static_cast<int>(random() % 8);
                for (int e = 0; e < edits; ++e) {
                    const std::size_t at = bytes.empty() ? 0 : random() % bytes.size();
                    switch (random() % 6) {
                    case 0:
                        if (!bytes.empty())
                            bytes[at] = static_cast<char>(random() & 0xFF);
                        break;
                    case 1:
                        bytes.insert(bytes.begin() + static_cast<std::ptrdiff_t>(at),
                                     static_cast<char>(random() % 2 ? '"' : ','));
                        break;
                    case 2:
                        if (!bytes.empty())
                            bytes.erase(at, 1 + random() % 16);
                        break;
                    case 3:
                        bytes.resize(at);
                        break;
                    case 4:
                        bytes.insert(at, std::string(1 + random() % 64, static_cast<char>(random() & 0xFF)));
                        break;
                    default:
                        bytes += bytes.substr(0, std::min<std::size_t>(bytes.size(), 4096));
                    }
                }
                run(bytes);
                ++inputs;
            }
        }
    }
    std::printf("%d inputs, no crash\n", inputs);
    return inputs > 0 ? 0 : 1;
}
