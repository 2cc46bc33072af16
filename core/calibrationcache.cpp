#include "calibrationcache.h"

#include "tableio.h"

#include <bit>
#include <charconv>
#include <cstddef>
#include <cstdio>
#include <limits>
#include <type_traits>

namespace gpa {

namespace {

// Eight bytes at a time, each word multiplied in and its high half folded
// down: stable across runs and platforms (std::hash is not; the bytes are
// read little-endian everywhere), and a byte at a time cost a start a tenth
// of its catalogue reading.
class Hasher
{
public:
    void add(std::string_view text)
    {
        const auto *bytes = reinterpret_cast<const unsigned char *>(text.data());
        std::size_t left = text.size();
        for (; left >= 8; left -= 8, bytes += 8)
            word(littleEndian(bytes, 8));
        // The tail, then the length: "ab" + "c" and "a" + "bc" differ.
        word(littleEndian(bytes, left));
        word(text.size());
    }
    void add(double value) { add(std::bit_cast<std::uint64_t>(value)); }
    void add(std::uint64_t value) { word(value); }
    void add(const std::optional<double> &value)
    {
        add(static_cast<std::uint64_t>(value.has_value()));
        if (value)
            add(*value);
    }
    void add(const std::optional<int> &value)
    {
        const std::uint64_t present = value ? std::uint64_t {1} << 32 : 0;
        add(present | static_cast<std::uint32_t>(value.value_or(0)));
    }
    void add(const std::optional<bool> &value)
    {
        add(static_cast<std::uint64_t>(value ? (*value ? 2 : 1) : 0));
    }
    void add(const std::optional<PartialDate> &value)
    {
        add(value ? value->toString() : std::string_view());
        add(static_cast<std::uint64_t>(value.has_value()));
    }
    [[nodiscard]] std::uint64_t value() const { return m_hash; }

private:
    static std::uint64_t littleEndian(const unsigned char *bytes, std::size_t count)
    {
        std::uint64_t value = 0;
        for (std::size_t i = 0; i < count; ++i)
            value |= static_cast<std::uint64_t>(bytes[i]) << (8 * i);
        return value;
    }
    void word(std::uint64_t w)
    {
        m_hash = (m_hash ^ w) * 0x9e3779b97f4a7c15ULL;
        m_hash ^= m_hash >> 32;
    }
    std::uint64_t m_hash = 0xcbf29ce484222325ULL;
};

constexpr std::string_view kHeader = "gpu-advisor performance model state";

// One field list per struct, for both directions: an archive either writes
// each value or reads it back into the same field.
class Writer
{
public:
    static constexpr bool kReading = false;
    void value(double v)
    {
        char buffer[64];
        const auto end = std::to_chars(buffer, buffer + sizeof buffer, v, std::chars_format::hex);
        token(std::string_view(buffer, static_cast<std::size_t>(end.ptr - buffer)));
    }
    void value(std::int64_t v) { token(std::to_string(v)); }
    void value(std::string &v)
    {
        token(std::to_string(v.size()) + ':' + v);
    }
    [[nodiscard]] std::string take() { return std::move(m_out); }

private:
    void token(std::string_view text)
    {
        m_out += text;
        m_out += ++m_count % 16 == 0 ? '\n' : ' ';
    }
    std::string m_out;
    std::size_t m_count = 0;
};

class Reader
{
public:
    static constexpr bool kReading = true;
    explicit Reader(std::string_view text, std::vector<std::string> *deferredFolds = nullptr)
        : m_text(text)
        , m_deferredFolds(deferredFolds)
    {
    }
    // Where the calibrations' leave-one-device-out folds go undecoded; null:
    // decoded with everything else.
    [[nodiscard]] std::vector<std::string> *deferredFolds() const { return m_deferredFolds; }

    void value(double &v)
    {
        const std::string_view t = token();
        if (!m_ok)
            return;
        // from_chars in hex mode takes no "0x" prefix; the sign comes first.
        std::string_view digits = t;
        bool negative = false;
        if (!digits.empty() && digits.front() == '-') {
            negative = true;
            digits.remove_prefix(1);
        }
        if (digits == "nan" || digits == "inf") {
            v = digits == "nan" ? std::numeric_limits<double>::quiet_NaN()
                                : std::numeric_limits<double>::infinity();
        } else {
            if (digits.size() > 2 && digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X'))
                digits.remove_prefix(2);
            const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), v,
                                                      std::chars_format::hex);
            if (error != std::errc() || end != digits.data() + digits.size()) {
                m_ok = false;
                return;
            }
        }
        if (negative)
            v = -v;
    }
    void value(std::int64_t &v)
    {
        const std::string_view t = token();
        if (!m_ok)
            return;
        const auto [end, error] = std::from_chars(t.data(), t.data() + t.size(), v);
        if (error != std::errc() || end != t.data() + t.size())
            m_ok = false;
    }
    void value(std::string &v)
    {
        skipSpace();
        const std::size_t colon = m_text.find(':', m_at);
        std::int64_t length = -1;
        if (colon == std::string_view::npos) {
            m_ok = false;
            return;
        }
        const auto [end, error] = std::from_chars(m_text.data() + m_at, m_text.data() + colon, length);
        if (error != std::errc() || end != m_text.data() + colon || length < 0
            || static_cast<std::size_t>(length) > m_text.size() - colon - 1) {
            m_ok = false;
            return;
        }
        v.assign(m_text.substr(colon + 1, static_cast<std::size_t>(length)));
        m_at = colon + 1 + static_cast<std::size_t>(length);
    }
    // A count of elements to follow: at most what the rest of the text can
    // hold (each element takes two characters at least), so that a damaged
    // count cannot ask for a huge allocation.
    [[nodiscard]] bool count(std::int64_t n) const
    {
        return m_ok && n >= 0 && static_cast<std::size_t>(n) <= (m_text.size() - m_at) / 2 + 1;
    }
    [[nodiscard]] bool ok() const { return m_ok; }
    void fail() { m_ok = false; }
    [[nodiscard]] bool atEnd()
    {
        skipSpace();
        return m_at == m_text.size();
    }

private:
    void skipSpace()
    {
        while (m_at < m_text.size() && (m_text[m_at] == ' ' || m_text[m_at] == '\n'))
            ++m_at;
    }
    std::string_view token()
    {
        skipSpace();
        const std::size_t start = m_at;
        while (m_at < m_text.size() && m_text[m_at] != ' ' && m_text[m_at] != '\n')
            ++m_at;
        if (start == m_at)
            m_ok = false;
        return m_text.substr(start, m_at - start);
    }
    std::string_view m_text;
    std::vector<std::string> *m_deferredFolds = nullptr;
    std::size_t m_at = 0;
    bool m_ok = true;
};

template<typename Archive> void field(Archive &a, double &v) { a.value(v); }
template<typename Archive> void field(Archive &a, std::string &v) { a.value(v); }

// Integers, booleans, chars and enums travel as a 64-bit integer.
template<typename Archive, typename T>
    requires(std::is_integral_v<T> || std::is_enum_v<T>)
void field(Archive &a, T &v)
{
    std::int64_t wide = 0;
    if constexpr (!Archive::kReading) {
        if constexpr (std::is_enum_v<T>)
            wide = static_cast<std::int64_t>(static_cast<std::underlying_type_t<T>>(v));
        else
            wide = static_cast<std::int64_t>(v);
    }
    a.value(wide);
    if constexpr (Archive::kReading) {
        if constexpr (std::is_same_v<T, bool>)
            v = wide != 0;
        else if constexpr (std::is_enum_v<T>)
            v = static_cast<T>(static_cast<std::underlying_type_t<T>>(wide));
        else
            v = static_cast<T>(wide);
    }
}

template<typename Archive, typename A, typename B> void field(Archive &a, std::pair<A, B> &v)
{
    field(a, v.first);
    field(a, v.second);
}

template<typename Archive, typename T, std::size_t N> void field(Archive &a, std::array<T, N> &v)
{
    for (T &element : v)
        field(a, element);
}

template<typename Archive, typename T> void field(Archive &a, std::vector<T> &v)
{
    std::int64_t size = static_cast<std::int64_t>(v.size());
    a.value(size);
    if constexpr (Archive::kReading) {
        if (!a.count(size)) {
            a.fail();
            return;
        }
        v.assign(static_cast<std::size_t>(size), T {});
    }
    for (T &element : v) {
        field(a, element);
        if constexpr (Archive::kReading) {
            if (!a.ok())
                return;
        }
    }
}

template<typename Archive> void field(Archive &a, SpecCoefficients &v)
{
    field(a, v.variant);
    field(a, v.value);
}

template<typename Archive> void field(Archive &a, SpecVariantState &v)
{
    field(a, v.fitted);
    field(a, v.coefficients);
    field(a, v.alignment);
    field(a, v.alignedDevices);
    field(a, v.architectureSum);
    field(a, v.architectureCount);
    field(a, v.deviceVariance);
    field(a, v.architectureVariance);
}

template<typename Archive> void field(Archive &a, FixedEffects &v)
{
    field(a, v.effect);
    field(a, v.offset);
    field(a, v.deviceComponent);
    field(a, v.groupComponent);
    field(a, v.componentSize);
}

template<typename Archive> void field(Archive &a, FoldState &v)
{
    field(a, v.fitted);
    field(a, v.excluded);
    field(a, v.fixedEffects);
    field(a, v.variants);
    field(a, v.anchor);
}

template<typename Archive> void field(Archive &a, HeldOutPrediction &v)
{
    field(a, v.device);
    field(a, v.architectureLeftOut);
    field(a, v.variant);
    field(a, v.architecture);
    field(a, v.errorLog);
    field(a, v.deviceVariance);
    field(a, v.sdLog);
    field(a, v.nestedSdLog);
}

// The leave-one-device-out folds, most of the text, which only an
// estimated-only model reads: one string token holding their own encoding,
// so that a reader can keep it undecoded (decodeFolds() when needed).
void foldsField(Writer &a, std::vector<FoldState> &folds)
{
    Writer nested;
    field(nested, folds);
    std::string text = nested.take();
    a.value(text);
}

void foldsField(Reader &a, std::vector<FoldState> &folds)
{
    std::string text;
    a.value(text);
    if (!a.ok())
        return;
    if (std::vector<std::string> *deferred = a.deferredFolds()) {
        deferred->push_back(std::move(text));
        return;
    }
    Reader nested(text);
    field(nested, folds);
    if (!nested.ok() || !nested.atEnd())
        a.fail();
}

template<typename Archive> void field(Archive &a, CalibrationState &v)
{
    field(a, v.workload);
    field(a, v.precision);
    field(a, v.devices);
    field(a, v.architectures);
    field(a, v.full);
    foldsField(a, v.leaveOneDevice);
    field(a, v.heldOut);
    field(a, v.leaveOneOutRmsLog);
    field(a, v.substitutionCount);
    field(a, v.substitutionBelowFraction);
    field(a, v.substitutionMeanLog);
    field(a, v.substitutionVarianceLog);
}

template<typename Archive> void field(Archive &a, PrecisionLinkState &v)
{
    field(a, v.measuredGain);
    field(a, v.kappa);
    field(a, v.uncertaintyLog);
}

template<typename Archive> void field(Archive &a, PerformanceModelState &v)
{
    field(a, v.generationCarry);
    field(a, v.architecturePooling);
    field(a, v.calibrations);
    field(a, v.links);
    field(a, v.intervalScale);
    field(a, v.extrapolationVariance);
}

std::string headerLine()
{
    return std::string(kHeader) + " " + std::to_string(kPerformanceModelVersion) + "\n";
}

} // namespace

std::uint64_t calibrationKey(const DataSet &data, const PerformanceModelOptions &options)
{
    Hasher h;
    h.add(static_cast<std::uint64_t>(kPerformanceModelVersion));
    h.add(options.generationCarry);
    h.add(static_cast<std::uint64_t>(options.architecturePooling));
    h.add(static_cast<std::uint64_t>(data.devices.size()));
    // Every column of every device, as the device holds it (formatting each
    // number as text to hash it was most of a start's key at 10,000 devices).
    for (const Device &device : data.devices)
        tableio::visitDeviceFields(device, [&h](const char *, const auto &value) { h.add(value); });
    h.add(static_cast<std::uint64_t>(data.benchmarks.size()));
    for (const Benchmark &b : data.benchmarks) {
        h.add(b.deviceId);
        h.add(toString(b.workload));
        h.add(b.model);
        h.add(toString(b.precision));
        h.add(static_cast<std::uint64_t>(b.numDevices));
        h.add(b.throughput);
        h.add(b.unit);
        h.add(static_cast<std::uint64_t>(b.batchSize.value_or(-1)));
        h.add(b.suite);
        h.add(b.software);
        h.add(b.platform);
        h.add(b.qualityFlag);
    }
    h.add(static_cast<std::uint64_t>(data.specSupplements.size()));
    for (const SpecSupplement &s : data.specSupplements) {
        h.add(s.deviceId);
        h.add(s.field);
        h.add(s.value);
    }
    return h.value();
}

std::string calibrationKeyText(const DataSet &data, const PerformanceModelOptions &options)
{
    char buffer[17];
    std::snprintf(buffer, sizeof buffer, "%016llx",
                  static_cast<unsigned long long>(calibrationKey(data, options)));
    return buffer;
}

std::string encodeModelState(const PerformanceModelState &state)
{
    Writer writer;
    PerformanceModelState copy = state; // field() takes references for both directions
    field(writer, copy);
    return headerLine() + writer.take() + "\n";
}

namespace {

std::optional<PerformanceModelState> decode(std::string_view text, std::vector<std::string> *deferredFolds)
{
    const std::string header = headerLine();
    if (text.substr(0, header.size()) != header)
        return std::nullopt;
    Reader reader(text.substr(header.size()), deferredFolds);
    PerformanceModelState state;
    field(reader, state);
    if (!reader.ok() || !reader.atEnd())
        return std::nullopt;
    state.version = kPerformanceModelVersion;
    return state;
}

} // namespace

std::optional<PerformanceModelState> decodeModelState(std::string_view text)
{
    return decode(text, nullptr);
}

std::optional<PerformanceModelState> decodeModelState(std::string_view text, std::vector<std::string> &deferredFolds)
{
    deferredFolds.clear();
    auto state = decode(text, &deferredFolds);
    if (!state || deferredFolds.size() != state->calibrations.size())
        return std::nullopt;
    return state;
}

std::optional<std::vector<FoldState>> decodeFolds(std::string_view text)
{
    Reader reader(text);
    std::vector<FoldState> folds;
    field(reader, folds);
    if (!reader.ok() || !reader.atEnd())
        return std::nullopt;
    return folds;
}

std::optional<std::size_t> foldCount(std::string_view text)
{
    Reader reader(text);
    std::int64_t count = -1;
    reader.value(count);
    if (!reader.ok() || count < 0)
        return std::nullopt;
    return static_cast<std::size_t>(count);
}

} // namespace gpa
