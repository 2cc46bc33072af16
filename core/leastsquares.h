#pragma once

#include <cstddef>
#include <optional>
#include <vector>

namespace gpa::leastsquares {

// Solves A·x = b for a symmetric positive definite n×n matrix A given in
// row-major order (Cholesky). nullopt when A is not positive definite to
// working precision. The systems here are small (a few to a few hundred
// unknowns), so a dense factorisation is the simple, exact choice.
std::optional<std::vector<double>> solveSymmetric(std::vector<double> a, std::vector<double> b);

// The median of the values (mean of the two middle ones for an even count);
// NaN for an empty list.
double median(std::vector<double> values);

// Weighted mean; NaN when the weights sum to zero.
double weightedMean(const std::vector<double> &values, const std::vector<double> &weights);

} // namespace gpa::leastsquares
