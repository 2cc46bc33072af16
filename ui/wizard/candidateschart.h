#pragma once

#include "core/recommender.h"
#include "ui/charts/chartcontext.h"

#include <QImage>
#include <QSize>

#include <string>
#include <vector>

namespace gpa::ui {

class Workspace;

// The cards a recommendation puts forward: its picks, or the nearest options
// when nothing qualifies.
std::vector<std::string> candidateDeviceIds(const Recommendation &recommendation);

// The view the candidates are priced and measured in, the way the
// recommender did (its workloads, precision, price policy, currency and
// as-of date).
ViewOptions candidatesView(const Workspace &workspace, const Recommendation &recommendation);

// That chart drawn without a window (best = 1.0, seed §4.4); a null image
// when there is no candidate or the size is out of range.
QImage renderCandidatesChart(const Workspace &workspace, const Recommendation &recommendation,
                             QSize size, double scale = 1.0, ChartTheme theme = ChartTheme::Light);

} // namespace gpa::ui
