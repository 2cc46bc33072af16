#pragma once

#include <QColor>
#include <QGraphicsItem>
#include <QPen>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <vector>

class QAbstractSeries;
class QChart;

namespace gpa::ui {

// What Qt Charts 6.4 cannot draw itself, drawn over a chart in its own
// coordinates at paint time (so it follows every resize): labels with their
// own text per point placed where they overlap nothing, uncertainty
// whiskers, reference lines and a message for an empty chart. Values are in
// a series' data coordinates (QChart::mapToPosition).
class ChartOverlay : public QGraphicsItem
{
public:
    enum class Placement {
        Around, // beside a point: right, left, above, below or diagonally, the first free
        RightOf, // after the end of a horizontal bar, vertically centred
        BelowRightFirst, // Around, trying below right first (e.g. under a rising line)
    };

    struct Label
    {
        QPointF value;
        QAbstractSeries *series = nullptr;
        QString text;
        QColor color;
        int priority = 0; // higher places first; a label that fits nowhere is left out
        bool bold = false;
        Placement placement = Placement::Around;
        // RightOf: the bar's thickness in data units; the label is left out
        // when the bar is thinner than the text.
        qreal laneHeight = 0.0;
    };

    struct Segment
    {
        QPointF from;
        QPointF to;
        QAbstractSeries *series = nullptr;
        QPen pen;
        qreal capWidth = 0.0; // whisker caps across both ends, in pixels
    };

    // A line across the whole plot area at a data value, with a caption.
    struct Guide
    {
        Qt::Orientation orientation = Qt::Vertical; // vertical: at x = value
        qreal value = 0.0;
        QAbstractSeries *series = nullptr;
        QPen pen;
        QString text;
        QColor textColor;
    };

    // A point labels must not cover (markers of a scatter).
    struct Obstacle
    {
        QPointF value;
        QAbstractSeries *series = nullptr;
        qreal radius = 5.0;
    };

    explicit ChartOverlay(QChart *chart);

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    std::vector<Label> labels;
    std::vector<Segment> segments;
    std::vector<Guide> guides;
    std::vector<Obstacle> obstacles;
    QString message; // centred, for a chart without data
    QColor textColor;
    QColor haloColor; // behind label text, so that lines under it do not hurt reading

    // Labels placed by the last paint, for tests and tooltips.
    [[nodiscard]] int placedLabels() const { return m_placed; }
    // Where the last paint put each label it placed, and the point (in the
    // chart's coordinates) it names.
    struct Placed
    {
        QString text;
        QPointF anchor;
        QRectF rect;
    };
    [[nodiscard]] const std::vector<Placed> &placed() const { return m_placedRects; }

private:
    [[nodiscard]] QPointF map(const QPointF &value, QAbstractSeries *series) const;

    QChart *m_chart;
    int m_placed = 0;
    std::vector<Placed> m_placedRects;
};

} // namespace gpa::ui
