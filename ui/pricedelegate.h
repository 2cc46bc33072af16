#pragma once

#include "celldelegate.h"

#include <functional>
#include <optional>

namespace gpa::ui {

// Edits a price cell: a number in the display currency, typed with the
// locale's decimal separator. A bad value (empty, not a number, zero,
// negative, absurdly large) is refused with the reason shown beside the editor
// and reported through rejected(); the editor stays open on Enter so that the
// user can correct it, and nothing reaches the model.
class PriceDelegate : public CellDelegate
{
    Q_OBJECT

public:
    // Checks an amount in the display currency (wired to core's checkPrice):
    // the translated reason when it is refused, nothing when it is fine.
    using Validator = std::function<std::optional<QString>(double amount)>;

    struct Parsed
    {
        std::optional<double> amount;
        QString error; // set when amount is not
    };

    explicit PriceDelegate(Validator validator, QObject *parent = nullptr);

    // Parses and validates the editor's text; the error says what was wrong.
    [[nodiscard]] Parsed parse(const QString &text) const;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;
    void updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option,
                              const QModelIndex &index) const override;

signals:
    void rejected(const QString &reason) const;

protected:
    bool eventFilter(QObject *object, QEvent *event) override;

private:
    void showRejection(QWidget *editor, const QString &reason) const;

    Validator m_validator;
};

} // namespace gpa::ui
