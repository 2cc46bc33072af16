// gpu-advisor llm through the real executable, its JSON parsed.
#include "clirunner.h"

#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

QJsonObject runJson(const CliRunner &cli, const QStringList &arguments)
{
    const CliResult result = cli.run(QStringList{QStringLiteral("llm")} + arguments
                                     + QStringList{QStringLiteral("--json")});
    INFO(result.stderrText().toStdString());
    REQUIRE(result.exitCode == 0);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(result.out, &error);
    REQUIRE(error.error == QJsonParseError::NoError);
    REQUIRE(document.isObject());
    return document.object();
}

QStringList args(const char *model, const char *task, const char *weights, const char *device)
{
    return {QStringLiteral("--model"),   QLatin1String(model),   QStringLiteral("--task"),
            QLatin1String(task),         QStringLiteral("--weights"), QLatin1String(weights),
            QStringLiteral("--device"), QLatin1String(device)};
}

} // namespace

TEST_CASE("llm --json: the issue's keys for inference", "[cli][llm]")
{
    CliRunner cli;
    const QJsonObject o = runJson(cli, args("llama-2-7b", "inference", "q4_0", "rtx-3090"));
    CHECK(o.value(QStringLiteral("fits")).toBool());
    const QJsonObject memory = o.value(QStringLiteral("memory_gib")).toObject();
    for (const char *key : {"total", "per_device", "weights", "kv_cache", "activations", "optimizer",
                            "overhead"}) {
        CAPTURE(key);
        CHECK(memory.value(QLatin1String(key)).isDouble());
    }
    // 6.738e9 x 4.5 / 8 bytes = 3.53 GiB; default context 4096: 2 GiB cache.
    CHECK(memory.value(QStringLiteral("weights")).toDouble() == Approx(3.530).epsilon(0.001));
    CHECK(memory.value(QStringLiteral("kv_cache")).toDouble() == Approx(2.0));
    CHECK(o.value(QStringLiteral("context")).toInt() == 4096);
    CHECK(o.value(QStringLiteral("batch")).toInt() == 1);
    CHECK(o.value(QStringLiteral("split")).toString() == QStringLiteral("single"));
    CHECK(o.value(QStringLiteral("decode_tokens_per_s")).toDouble() > 50.0);
    CHECK(o.value(QStringLiteral("prefill_tokens_per_s")).toDouble() > 500.0);
    CHECK_FALSE(o.contains(QStringLiteral("training_tokens_per_s")));
    const QJsonObject uncertainty = o.value(QStringLiteral("uncertainty")).toObject();
    CHECK(uncertainty.value(QStringLiteral("decode_tokens_per_s")).toDouble() > 0.0);
    CHECK(uncertainty.value(QStringLiteral("prefill_tokens_per_s")).toDouble() > 0.0);
    // The RTX 3090 has a price: a million generated tokens cost something.
    CHECK(o.value(QStringLiteral("cost_per_million_tokens_usd")).toDouble() > 0.0);
    const QJsonArray cloud = o.value(QStringLiteral("cloud")).toArray();
    REQUIRE_FALSE(cloud.isEmpty());
    CHECK(cloud.first().toObject().value(QStringLiteral("usd_per_million_tokens")).isDouble());
}

TEST_CASE("llm --json: Llama 3 8B full fine-tuning, one 80 GB card or four", "[cli][llm]")
{
    CliRunner cli;
    const QStringList base = args("llama-3-8b", "full", "bf16", "h100-sxm");
    const QJsonObject one = runJson(cli, base);
    CHECK_FALSE(one.value(QStringLiteral("fits")).toBool());
    const QJsonObject memory = one.value(QStringLiteral("memory_gib")).toObject();
    // 16 bytes a parameter: 8.03e9 x 16 = 119.7 GiB of weights, gradients and optimizer.
    const double state = memory.value(QStringLiteral("weights")).toDouble()
                         + memory.value(QStringLiteral("gradients")).toDouble()
                         + memory.value(QStringLiteral("optimizer")).toDouble();
    CHECK(state == Approx(119.66).epsilon(0.001));
    CHECK(one.value(QStringLiteral("training_tokens_per_s")).toDouble() > 0.0);
    CHECK(one.value(QStringLiteral("uncertainty")).toObject().contains(QStringLiteral("training_tokens_per_s")));
    CHECK_FALSE(one.contains(QStringLiteral("decode_tokens_per_s")));
    const int smallest = one.value(QStringLiteral("smallest_count")).toInt();
    CHECK(smallest >= 2);
    CHECK(smallest <= 4);

    const QJsonObject four = runJson(cli, base + QStringList{QStringLiteral("--count"), QStringLiteral("4")});
    CHECK(four.value(QStringLiteral("fits")).toBool());
    CHECK(four.value(QStringLiteral("split")).toString() == QStringLiteral("zero3"));
    CHECK(four.value(QStringLiteral("memory_gib")).toObject().value(QStringLiteral("per_device")).toDouble()
          < 80.0);
}

TEST_CASE("llm: layer split by default for inference on several cards", "[cli][llm]")
{
    CliRunner cli;
    const QStringList base = args("llama-3.1-70b", "inference", "q4_k_m", "rtx-3090");
    CHECK_FALSE(runJson(cli, base).value(QStringLiteral("fits")).toBool());
    const QJsonObject two = runJson(cli, base + QStringList{QStringLiteral("--count"), QStringLiteral("2")});
    CHECK(two.value(QStringLiteral("fits")).toBool());
    CHECK(two.value(QStringLiteral("split")).toString() == QStringLiteral("layer"));
    const QJsonObject tensor = runJson(cli, base + QStringList{QStringLiteral("--count"), QStringLiteral("2"),
                                                               QStringLiteral("--split"), QStringLiteral("tensor")});
    // Tensor parallel adds the second card's bandwidth; layers do not.
    CHECK(tensor.value(QStringLiteral("decode_tokens_per_s")).toDouble()
          > two.value(QStringLiteral("decode_tokens_per_s")).toDouble());
}

TEST_CASE("llm: an unknown model, format or device is one line and exit 2", "[cli][llm]")
{
    CliRunner cli;
    const auto check = [&](const QStringList &arguments, const char *named) {
        const CliResult result = cli.run(QStringList{QStringLiteral("llm")} + arguments);
        CAPTURE(named, result.stderrText().toStdString());
        CHECK(result.exitCode == 2);
        CHECK(result.stderrLines() == 1);
        CHECK(result.stderrText().contains(QLatin1String(named)));
        CHECK(result.out.isEmpty());
    };
    check(args("llama-9-1t", "inference", "q4_0", "rtx-3090"), "llama-9-1t");
    check(args("llama-2-7b", "inference", "q3_xs", "rtx-3090"), "q3_xs");
    check(args("llama-2-7b", "inference", "q4_0", "rtx-9999"), "rtx-9999");
    check(args("llama-2-7b", "train", "q4_0", "rtx-3090"), "train");
    check(args("llama-3-8b", "full", "q4_0", "rtx-3090"), "q4_0");
}

TEST_CASE("llm --list-models lists the catalogue", "[cli][llm]")
{
    CliRunner cli;
    const CliResult text = cli.run({QStringLiteral("llm"), QStringLiteral("--list-models")});
    REQUIRE(text.exitCode == 0);
    const QString out = QString::fromUtf8(text.out);
    for (const char *id : {"llama-2-7b", "llama-3.1-405b", "mixtral-8x7b", "deepseek-r1", "gpt-oss-120b"})
        CHECK(out.contains(QLatin1String(id)));

    const CliResult json = cli.run({QStringLiteral("llm"), QStringLiteral("--list-models"), QStringLiteral("--json")});
    REQUIRE(json.exitCode == 0);
    const QJsonArray models = QJsonDocument::fromJson(json.out).array();
    CHECK(models.size() == readSeedTable(QStringLiteral("llm_models.csv")).rows.size());
    const QJsonObject first = models.first().toObject();
    CHECK(first.value(QStringLiteral("id")).toString() == QStringLiteral("llama-2-7b"));
    CHECK(first.value(QStringLiteral("kv_heads")).toInt() == 32);
}

TEST_CASE("llm text output names the breakdown and the verdict", "[cli][llm]")
{
    CliRunner cli;
    // QLoRA of a 14B model on a 16 GB card at sequences of 1024 tokens.
    const CliResult result = cli.run(QStringList{QStringLiteral("llm")}
                                     + args("qwen2.5-14b", "qlora", "nf4", "rtx-4060-ti-16gb")
                                     + QStringList{QStringLiteral("--context"), QStringLiteral("1024")});
    INFO(result.stderrText().toStdString());
    REQUIRE(result.exitCode == 0);
    const QString out = QString::fromUtf8(result.out);
    for (const char *word : {"weights", "KV cache", "activations", "optimizer state", "per device", "Fits",
                             "Training:"})
        CHECK(out.contains(QLatin1String(word)));
}

namespace {

QJsonArray rankJson(const CliRunner &cli, const QStringList &arguments)
{
    const CliResult result = cli.run(QStringList{QStringLiteral("rank"), QStringLiteral("--workload"),
                                                 QStringLiteral("llm")}
                                     + arguments + QStringList{QStringLiteral("--json")});
    INFO(result.stderrText().toStdString());
    REQUIRE(result.exitCode == 0);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(result.out, &error);
    REQUIRE(error.error == QJsonParseError::NoError);
    REQUIRE(document.isArray());
    return document.array();
}

QJsonObject deviceIn(const QJsonArray &array, const char *id)
{
    for (const QJsonValue &v : array) {
        if (v.toObject().value(QStringLiteral("id")).toString() == QLatin1String(id))
            return v.toObject();
    }
    FAIL("no device " << id);
    return {};
}

} // namespace

TEST_CASE("rank --workload llm: tokens/s per dollar, devices that cannot fit after, unranked", "[cli][llm][rank]")
{
    CliRunner cli;
    // Llama 3 70B in fp16: 131 GiB of weights; no 24-80 GB card holds it.
    const QJsonArray array = rankJson(cli, {QStringLiteral("--model"), QStringLiteral("llama-3-70b"),
                                            QStringLiteral("--task"), QStringLiteral("inference"),
                                            QStringLiteral("--weights"), QStringLiteral("fp16")});
    REQUIRE(array.size() > 50);
    bool unrankedSeen = false;
    int expectedRank = 0;
    double previousPerDollar = 1e300;
    for (const QJsonValue &value : array) {
        const QJsonObject o = value.toObject();
        CAPTURE(o.value(QStringLiteral("id")).toString().toStdString());
        CHECK(o.value(QStringLiteral("workload")).toString() == QStringLiteral("llm"));
        CHECK(o.value(QStringLiteral("memory_gib")).toDouble() > 130.0);
        if (o.value(QStringLiteral("rank")).isNull()) {
            unrankedSeen = true;
            CHECK(o.value(QStringLiteral("tokens_per_s")).isNull());
            CHECK(o.value(QStringLiteral("tokens_per_s_per_dollar")).isNull());
            CHECK_FALSE(o.value(QStringLiteral("verdict")).toString().isEmpty());
            continue;
        }
        CHECK_FALSE(unrankedSeen); // every ranked device before every unranked one
        CHECK(o.value(QStringLiteral("rank")).toInt() == ++expectedRank);
        CHECK(o.value(QStringLiteral("fits")).toBool());
        CHECK(o.value(QStringLiteral("tokens_per_s")).toDouble() > 0.0);
        CHECK(o.value(QStringLiteral("uncertainty")).toDouble() > 0.0);
        const QJsonValue perDollar = o.value(QStringLiteral("tokens_per_s_per_dollar"));
        if (perDollar.isDouble()) {
            // tokens/s over the price of the one device
            CHECK(perDollar.toDouble()
                  == Approx(o.value(QStringLiteral("tokens_per_s")).toDouble()
                            / o.value(QStringLiteral("price_usd")).toDouble()));
            CHECK(perDollar.toDouble() <= previousPerDollar);
            previousPerDollar = perDollar.toDouble();
        }
    }
    CHECK(unrankedSeen);
    CHECK(expectedRank >= 3);
    const QJsonObject rtx4090 = deviceIn(array, "rtx-4090");
    CHECK(rtx4090.value(QStringLiteral("fits")) == QJsonValue(false));
    CHECK(rtx4090.value(QStringLiteral("rank")).isNull());
    CHECK(rtx4090.value(QStringLiteral("verdict")).toString().startsWith(QStringLiteral("Does not fit")));
    CHECK(rtx4090.value(QStringLiteral("smallest_count")).toInt() >= 6);
    CHECK(deviceIn(array, "mi300x").value(QStringLiteral("fits")).toBool());
    CHECK(deviceIn(array, "apple-m3-ultra").value(QStringLiteral("rank")).isDouble());
}

TEST_CASE("rank --workload llm: QLoRA leaves out the Macs, --count splits the model", "[cli][llm][rank]")
{
    CliRunner cli;
    const QJsonArray qlora = rankJson(cli, {QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
                                            QStringLiteral("--task"), QStringLiteral("qlora"),
                                            QStringLiteral("--weights"), QStringLiteral("nf4"),
                                            QStringLiteral("--context"), QStringLiteral("2048")});
    const QJsonObject mac = deviceIn(qlora, "apple-m4-max");
    CHECK(mac.value(QStringLiteral("supported")) == QJsonValue(false));
    CHECK(mac.value(QStringLiteral("rank")).isNull());
    CHECK(mac.value(QStringLiteral("verdict")).toString().contains(QStringLiteral("bitsandbytes")));
    CHECK(deviceIn(qlora, "rtx-3090").value(QStringLiteral("rank")).isDouble());

    // Two 24 GB cards split by layers hold Llama 3.1 70B at q4_k_m (about
    // 40 GiB of weights); one does not.
    const QStringList q4{QStringLiteral("--model"), QStringLiteral("llama-3.1-70b"), QStringLiteral("--task"),
                         QStringLiteral("inference"), QStringLiteral("--weights"), QStringLiteral("q4_k_m")};
    CHECK(deviceIn(rankJson(cli, q4), "rtx-3090").value(QStringLiteral("fits")) == QJsonValue(false));
    const QJsonObject two = deviceIn(rankJson(cli, q4 + QStringList{QStringLiteral("--count"), QStringLiteral("2")}),
                                     "rtx-3090");
    CHECK(two.value(QStringLiteral("fits")).toBool());
    CHECK(two.value(QStringLiteral("count")).toInt() == 2);
    CHECK(two.value(QStringLiteral("split")).toString() == QStringLiteral("layer"));
    // Per dollar counts both cards.
    CHECK(two.value(QStringLiteral("tokens_per_s_per_dollar")).toDouble()
          == Approx(two.value(QStringLiteral("tokens_per_s")).toDouble()
                    / (2.0 * two.value(QStringLiteral("price_usd")).toDouble())));
}

TEST_CASE("rank --workload llm: bad LLM options are one line and exit 2", "[cli][llm][rank]")
{
    CliRunner cli;
    const auto list = [](std::initializer_list<const char *> items) {
        QStringList out;
        for (const char *item : items)
            out << QLatin1String(item);
        return out;
    };
    const struct
    {
        QStringList arguments;
        const char *named;
    } cases[] = {
        {list({"--workload", "llm", "--model", "llama-9", "--task", "inference", "--weights", "q4_0"}), "llama-9"},
        {list({"--workload", "llm", "--model", "llama-2-7b", "--task", "inference", "--weights", "q3"}), "q3"},
        {list({"--workload", "llm", "--model", "llama-2-7b", "--task", "guess", "--weights", "q4_0"}), "guess"},
        {list({"--workload", "llm", "--task", "inference", "--weights", "q4_0"}), "--model"},
        {list({"--workload", "cnn", "--model", "llama-2-7b"}), "--model"},
        {list({"--workload", "llm", "--model", "llama-3-8b", "--task", "full", "--weights", "q4_0"}), "q4_0"},
    };
    for (const auto &c : cases) {
        const CliResult result = cli.run(QStringList{QStringLiteral("rank")} + c.arguments);
        CAPTURE(c.named, result.stderrText().toStdString());
        CHECK(result.exitCode == 2);
        CHECK(result.stderrLines() == 1);
        CHECK(result.stderrText().contains(QLatin1String(c.named)));
        CHECK(result.out.isEmpty());
    }
}

TEST_CASE("rank --workload llm: the table lists the devices that cannot fit with the reason", "[cli][llm][rank]")
{
    CliRunner cli;
    const CliResult result = cli.run({QStringLiteral("rank"), QStringLiteral("--workload"), QStringLiteral("llm"),
                                      QStringLiteral("--model"), QStringLiteral("llama-3.1-70b"),
                                      QStringLiteral("--task"), QStringLiteral("inference"),
                                      QStringLiteral("--weights"), QStringLiteral("q4_k_m")});
    INFO(result.stderrText().toStdString());
    REQUIRE(result.exitCode == 0);
    const QString text = QString::fromUtf8(result.out);
    CHECK(text.contains(QStringLiteral("Tokens/s per dollar")));
    const qsizetype notRanked = text.indexOf(QStringLiteral("Not ranked"));
    REQUIRE(notRanked > 0);
    // The DGX Spark (128 GB unified) is ranked, the RTX 4090 (24 GB) is not.
    CHECK(text.indexOf(QStringLiteral("DGX Spark")) < notRanked);
    CHECK(text.indexOf(QStringLiteral("RTX 4090")) > notRanked);
    CHECK(text.indexOf(QStringLiteral("Does not fit"), notRanked) > notRanked);
}

TEST_CASE("rank --workload llm --systems: the smallest system of each card and its cost", "[cli][llm][rank]")
{
    CliRunner cli;
    // Llama 3 8B full fine-tuning (about 120 GiB of state): several 80 GB
    // H100s with ZeRO-3.
    const QJsonArray systems = rankJson(cli, {QStringLiteral("--model"), QStringLiteral("llama-3-8b"),
                                              QStringLiteral("--task"), QStringLiteral("full"),
                                              QStringLiteral("--weights"), QStringLiteral("bf16"),
                                              QStringLiteral("--systems")});
    const QJsonObject h100 = deviceIn(systems, "h100-sxm");
    CHECK(h100.value(QStringLiteral("count")).toInt() >= 2);
    CHECK(h100.value(QStringLiteral("count")).toInt() <= 4);
    CHECK(h100.value(QStringLiteral("split")).toString() == QStringLiteral("zero3"));
    CHECK(h100.value(QStringLiteral("system_usd")).toDouble()
          == Approx(h100.value(QStringLiteral("count")).toInt() * h100.value(QStringLiteral("price_usd")).toDouble()));
    CHECK(h100.value(QStringLiteral("memory_gib")).toDouble() <= h100.value(QStringLiteral("usable_memory_gib")).toDouble());
    // Cheapest system first among those with a price.
    double previous = 0.0;
    for (const QJsonValue &v : systems) {
        const QJsonValue price = v.toObject().value(QStringLiteral("system_usd"));
        if (!price.isDouble())
            break;
        CHECK(price.toDouble() >= previous);
        previous = price.toDouble();
    }
    // Without an LLM workload --systems is a usage error.
    const CliResult plain = cli.run({QStringLiteral("rank"), QStringLiteral("--systems")});
    CHECK(plain.exitCode == 2);
    CHECK(plain.stderrText().contains(QStringLiteral("--systems")));
}
