#include "leastsquares.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpa::leastsquares {

std::optional<std::vector<double>> solveSymmetric(std::vector<double> a, std::vector<double> b)
{
    const std::size_t n = b.size();
    if (a.size() != n * n)
        return std::nullopt;
    double scale = 0.0;
    for (std::size_t i = 0; i < n; ++i)
        scale = std::max(scale, std::fabs(a[i * n + i]));
    const double tiny = std::max(scale, 1.0) * 1e-13;
    // In-place Cholesky: the lower triangle of `a` becomes L with A = L·Lᵀ.
    for (std::size_t j = 0; j < n; ++j) {
        double diagonal = a[j * n + j];
        for (std::size_t k = 0; k < j; ++k)
            diagonal -= a[j * n + k] * a[j * n + k];
        if (!(diagonal > tiny))
            return std::nullopt;
        const double l = std::sqrt(diagonal);
        a[j * n + j] = l;
        for (std::size_t i = j + 1; i < n; ++i) {
            double v = a[i * n + j];
            for (std::size_t k = 0; k < j; ++k)
                v -= a[i * n + k] * a[j * n + k];
            a[i * n + j] = v / l;
        }
    }
    for (std::size_t i = 0; i < n; ++i) {
        double v = b[i];
        for (std::size_t k = 0; k < i; ++k)
            v -= a[i * n + k] * b[k];
        b[i] = v / a[i * n + i];
    }
    for (std::size_t i = n; i-- > 0;) {
        double v = b[i];
        for (std::size_t k = i + 1; k < n; ++k)
            v -= a[k * n + i] * b[k];
        b[i] = v / a[i * n + i];
    }
    return b;
}

double median(std::vector<double> values)
{
    if (values.empty())
        return std::numeric_limits<double>::quiet_NaN();
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    return values.size() % 2 == 1 ? values[mid] : 0.5 * (values[mid - 1] + values[mid]);
}

double weightedMean(const std::vector<double> &values, const std::vector<double> &weights)
{
    double sum = 0.0;
    double total = 0.0;
    for (std::size_t i = 0; i < values.size() && i < weights.size(); ++i) {
        sum += weights[i] * values[i];
        total += weights[i];
    }
    return total > 0.0 ? sum / total : std::numeric_limits<double>::quiet_NaN();
}

} // namespace gpa::leastsquares
