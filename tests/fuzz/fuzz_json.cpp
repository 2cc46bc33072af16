// The JSON the program prints (--json output, reports, saved personas) is
// built by core/json from catalogue text and numbers, which come from
// anywhere. The input is cut at 0xff bytes into strings (any bytes, invalid
// UTF-8 too) and read as doubles; whatever they hold:
// - the compact and the indented text are valid JSON (a strict parser reads
//   them), with every key in order;
// - a string of valid UTF-8 reads back unchanged, others as their valid part;
// - a finite number reads back as the same double, any other as null.
#include "core/json.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

void require(bool condition)
{
    if (!condition)
        std::abort();
}

QJsonDocument parsed(const std::string &text)
{
    QJsonParseError error;
    const QJsonDocument document
        = QJsonDocument::fromJson(QByteArray(text.data(), static_cast<qsizetype>(text.size())), &error);
    require(error.error == QJsonParseError::NoError);
    return document;
}

// Qt's decoder replaces what is not UTF-8 (overlong forms, surrogates, cut
// sequences), so only valid text survives the round trip unchanged.
bool validUtf8(const std::string &text)
{
    return QString::fromStdString(text).toStdString() == text;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using gpa::json::Value;
    std::vector<std::string> strings(1);
    for (std::size_t i = 0; i < size; ++i) {
        if (data[i] == 0xff)
            strings.emplace_back();
        else
            strings.back() += static_cast<char>(data[i]);
    }
    std::vector<double> numbers;
    for (std::size_t i = 0; i + 8 <= size; i += 8) {
        double value = 0.0;
        std::memcpy(&value, data + i, sizeof value);
        numbers.push_back(value);
    }

    Value root = Value::object();
    Value texts = Value::array();
    for (const std::string &s : strings)
        texts.push(Value(s));
    root.set("texts", texts);
    Value values = Value::array();
    for (const double n : numbers)
        values.push(Value(n));
    root.set("numbers", values);
    // Keys are text from outside too (a device id, a column name).
    root.set("key " + strings.front(), Value(strings.back()));

    for (const int indent : {-1, 2}) {
        const QJsonDocument document = parsed(root.dump(indent));
        require(document.isObject());
        const QJsonObject object = document.object();
        const QJsonArray readTexts = object.value(QStringLiteral("texts")).toArray();
        require(readTexts.size() == static_cast<qsizetype>(strings.size()));
        for (std::size_t i = 0; i < strings.size(); ++i) {
            const QString read = readTexts.at(static_cast<qsizetype>(i)).toString();
            if (validUtf8(strings[i]))
                require(read == QString::fromStdString(strings[i]));
        }
        const QJsonArray readNumbers = object.value(QStringLiteral("numbers")).toArray();
        require(readNumbers.size() == static_cast<qsizetype>(numbers.size()));
        for (std::size_t i = 0; i < numbers.size(); ++i) {
            const QJsonValue read = readNumbers.at(static_cast<qsizetype>(i));
            if (std::isfinite(numbers[i]))
                require(read.isDouble() && read.toDouble() == numbers[i]);
            else
                require(read.isNull());
        }
    }
    return 0;
}
