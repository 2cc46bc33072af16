#include "pricedelegate.h"

#include "richtext.h"

#include <QKeyEvent>
#include <QLineEdit>
#include <QLocale>
#include <QToolTip>

namespace gpa::ui {

PriceDelegate::PriceDelegate(Validator validator, QObject *parent)
    : CellDelegate(parent)
    , m_validator(std::move(validator))
{}

PriceDelegate::Parsed PriceDelegate::parse(const QString &text) const
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return {std::nullopt, tr("Enter a price, or press Escape to keep the current one.")};
    bool ok = false;
    double amount = QLocale().toDouble(trimmed, &ok);
    if (!ok) // a script-style "123.45" in a locale that writes "123,45"
        amount = QLocale::c().toDouble(trimmed, &ok);
    if (!ok)
        return {std::nullopt, tr("'%1' is not a number.").arg(trimmed)};
    if (m_validator) {
        if (const std::optional<QString> problem = m_validator(amount))
            return {std::nullopt, *problem};
    }
    return {amount, {}};
}

QWidget *PriceDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &,
                                     const QModelIndex &) const
{
    auto *editor = new QLineEdit(parent);
    editor->setAccessibleName(tr("Price"));
    editor->setPlaceholderText(tr("New price"));
    editor->setFrame(false);
    return editor;
}

void PriceDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    auto *line = static_cast<QLineEdit *>(editor);
    const QVariant value = index.data(Qt::EditRole);
    line->setText(value.isValid() ? QLocale().toString(value.toDouble(), 'f', 2).remove(QLocale().groupSeparator())
                                  : QString());
    line->selectAll();
}

void PriceDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    auto *line = static_cast<QLineEdit *>(editor);
    const Parsed parsed = parse(line->text());
    if (!parsed.amount) {
        emit rejected(parsed.error);
        return; // nothing reaches the model
    }
    const QVariant current = index.data(Qt::EditRole);
    if (current.isValid() && qFuzzyCompare(current.toDouble(), *parsed.amount))
        return; // unchanged: no new quote
    model->setData(index, *parsed.amount, Qt::EditRole);
}

void PriceDelegate::updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option,
                                         const QModelIndex &) const
{
    editor->setGeometry(option.rect);
}

void PriceDelegate::showRejection(QWidget *editor, const QString &reason) const
{
    QToolTip::showText(editor->mapToGlobal(QPoint(0, editor->height())), plainAsRichText(reason), editor);
    emit rejected(reason);
}

bool PriceDelegate::eventFilter(QObject *object, QEvent *event)
{
    auto *line = qobject_cast<QLineEdit *>(object);
    if (line && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter || key->key() == Qt::Key_Tab
            || key->key() == Qt::Key_Backtab) {
            const Parsed parsed = parse(line->text());
            if (!parsed.amount) {
                // Keep the editor open with the reason beside it.
                showRejection(line, parsed.error);
                return true;
            }
        }
    }
    return CellDelegate::eventFilter(object, event);
}

} // namespace gpa::ui
