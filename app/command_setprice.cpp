#include "commands.h"
#include "database/catalogue.h"
#include "viewoptions.h"

#include "core/currency.h"
#include "core/validation.h"
#include "database/qtconvert.h"

#include <QDate>
#include <QDir>

#include <cmath>

namespace gpa::cli {

namespace {

class SetPriceCommand
{
    Q_DECLARE_TR_FUNCTIONS(SetPriceCommand)

public:
    static CommandSpec spec()
    {
        return {QStringLiteral("set-price"),
                tr("record a price you saw for a device (a new dated quote; history is kept)"),
                {QStringLiteral("DEVICE"), QStringLiteral("AMOUNT")},
                {{QStringLiteral("currency"), QStringLiteral("C"), tr("currency of the amount (default USD)")},
                 {QStringLiteral("condition"), QStringLiteral("new|used"),
                  tr("a new card in a shop (default) or a used one on the second-hand market")},
                 {QStringLiteral("date"), QStringLiteral("YYYY-MM-DD"), tr("when it was seen (default today)")},
                 {QStringLiteral("source"), QStringLiteral("TEXT"), tr("where it was seen")}},
                &SetPriceCommand::run,
                false,
                true};
    }

    static int run(Invocation &invocation)
    {
        // Everything that can be checked without the catalogue first.
        const QString amountText = invocation.positional(1);
        bool ok = false;
        const double amount = amountText.toDouble(&ok); // C locale, as scripts write it
        if (!ok)
            invocation.fail(tr("AMOUNT: '%1' is not a number").arg(amountText));
        // The user's own word (origin user): a shop's price for a new card,
        // or a second-hand price for a used one.
        PriceQuote quote;
        quote.amount = amount;
        quote.kind = QuoteKind::RetailNew;
        quote.origin = Origin::User;
        if (invocation.has(QStringLiteral("condition"))) {
            const QString condition = invocation.value(QStringLiteral("condition"));
            if (const auto parsed = parseCondition(condition.toStdString()))
                quote.kind = *parsed == Condition::Used ? QuoteKind::Used : QuoteKind::RetailNew;
            else
                invocation.fail(tr("--condition: '%1' is not new or used").arg(condition));
        }
        const QDate today = QDate::currentDate();
        quote.observed = PartialDate::ymd(today.year(), today.month(), today.day());
        if (const auto day = invocation.date(QStringLiteral("date"))) {
            if (*day > gpa::dayNumber(today.year(), today.month(), today.day()))
                invocation.fail(tr("--date: %1 is in the future").arg(invocation.value(QStringLiteral("date"))));
            quote.observed = *PartialDate::parse(invocation.value(QStringLiteral("date")).toStdString());
        }
        quote.source = invocation.value(QStringLiteral("source"), tr("entered with gpu-advisor set-price")).toStdString();
        if (const auto problem = checkText(quote.source, kMaxTextLength, TextKind::Block, false))
            invocation.fail(tr("--source: %1").arg(translated(*problem)));
        if (invocation.failed())
            return invocation.reportUsage();

        // A write needs no engine: only the device and the exchange rates.
        const std::unique_ptr<db::Catalogue> catalogue = openCatalogue(invocation);
        if (!catalogue)
            return ExitFailure;
        const std::optional<Device> device = catalogue->device(invocation.positional(0));
        if (!device) {
            std::vector<std::string> ids;
            if (const auto all = catalogue->devices())
                for (const Device &d : all.value())
                    ids.push_back(d.id);
            invocation.fail(tr("DEVICE: no device '%1' in the catalogue%2 (see 'gpu-advisor list')")
                                .arg(invocation.positional(0), didYouMean(invocation.positional(0), ids)));
            return invocation.reportUsage();
        }
        quote.deviceId = device->id;
        quote.currency = invocation.value(QStringLiteral("currency"), QStringLiteral("USD")).toUpper().toStdString();
        const CurrencyTable rates(catalogue->exchangeRates());
        const auto usdPerUnit = rates.toUsd(1.0, quote.currency);
        if (!usdPerUnit) {
            QStringList known;
            for (const std::string &code : rates.currencies())
                known << toQString(code);
            invocation.fail(tr("--currency: no exchange rate for '%1' in the catalogue (known: %2)")
                                .arg(invocation.value(QStringLiteral("currency")), known.join(QStringLiteral(", "))));
            return invocation.reportUsage();
        }
        if (const auto problem = checkPrice(amount, *usdPerUnit, quote.currency)) {
            invocation.fail(tr("AMOUNT: %1").arg(translated(*problem)));
            return invocation.reportUsage();
        }
        if (catalogue->isReadOnly()) {
            printError(tr("%1: %2").arg(QDir::toNativeSeparators(catalogue->path()), catalogue->readOnlyReason()));
            return ExitFailure;
        }
        const Result<std::int64_t> id = catalogue->addPriceQuote(quote);
        if (!id) {
            printError(QString::fromStdString(id.message()));
            return ExitFailure;
        }
        printOut(tr("Stored quote %1: %2 %3 for %4 (%5, %6), seen %7\n")
                     .arg(*id)
                     .arg(QString::number(amount, 'f', 2), toQString(quote.currency), toQString(device->name),
                          toQString(toString(quote.kind)), toQString(toString(quote.condition())),
                          toQString(quote.observed.toString())));
        return ExitOk;
    }
};

} // namespace

CommandSpec setPriceCommand()
{
    return SetPriceCommand::spec();
}

} // namespace gpa::cli
