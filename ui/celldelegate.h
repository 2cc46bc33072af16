#pragma once

#include <QCache>
#include <QFont>
#include <QSize>
#include <QString>
#include <QStyledItemDelegate>
#include <QTextLayout>

namespace gpa::ui {

// Paints a table cell as QStyledItemDelegate does, pixel for pixel, but lays
// its text out once. The style lays a cell's text out (and shapes it) once
// for each rectangle it asks while drawing, again to see whether it must
// elide it and again to draw it: five shapings of every visible cell at each
// repaint, the larger part of a table's paint. Here the style draws the cell
// without its text (background, selection, icon, check box, focus), and the
// text is drawn from a layout kept for its text, font, width and alignment:
// a cell that shows the same text at the next repaint is not shaped again.
//
// Cells the shortcut does not cover (several lines, wrapped text, a cell being
// edited, a view that does not select decorations with the text) are drawn
// by the style as before.
class CellDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit CellDelegate(QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    // How many laid-out texts are kept (for tests).
    [[nodiscard]] qsizetype cachedTexts() const { return m_texts.size(); }

private:
    struct TextKey
    {
        QString text;
        QFont font;
        int width = 0;
        int alignment = 0;
        int direction = 0;
        int elideMode = 0;

        friend bool operator==(const TextKey &a, const TextKey &b)
        {
            return a.width == b.width && a.alignment == b.alignment && a.direction == b.direction
                   && a.elideMode == b.elideMode && a.text == b.text && a.font == b.font;
        }
        friend size_t qHash(const TextKey &key, size_t seed = 0) noexcept
        {
            return qHashMulti(seed, key.text, key.font, key.width, key.alignment, key.direction, key.elideMode);
        }
    };
    struct LaidOutText
    {
        QTextLayout layout; // the text as drawn: elided when it is too wide
        QSize bounds;       // the whole text's bounding size, as the style aligns it
    };

    [[nodiscard]] const LaidOutText &laidOut(const TextKey &key) const;

    mutable QCache<TextKey, LaidOutText> m_texts;
};

} // namespace gpa::ui
