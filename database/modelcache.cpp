#include "modelcache.h"

#include "logging.h"
#include "qtconvert.h"

#include "core/calibrationcache.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>

namespace gpa::db {

namespace {

const QString kPrefix = QStringLiteral("performance-model-");
const QString kSuffix = QStringLiteral(".state");
// A state is a few hundred kilobytes; anything far larger is not ours.
constexpr qint64 kMaxStateBytes = 64LL * 1024 * 1024;
constexpr qsizetype kKeptStates = 4;

} // namespace

ModelCache::ModelCache(QString folder) : m_folder(std::move(folder))
{
    if (m_folder.isEmpty())
        m_folder = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
}

QString ModelCache::fileFor(const DataSet &data, const PerformanceModel::Options &options) const
{
    return QDir(m_folder).filePath(kPrefix + toQString(calibrationKeyText(data, options)) + kSuffix);
}

std::optional<PerformanceModel> ModelCache::load(const DataSet &data,
                                                  const PerformanceModel::Options &options) const
{
    if (m_folder.isEmpty())
        return std::nullopt;
    const QString path = fileFor(data, options);
    const QFileInfo info(path);
    // Only a regular file: a FIFO or a device there must not block a start.
    if (!info.exists() || !info.isFile() || info.size() > kMaxStateBytes)
        return std::nullopt;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    // Decoded where the system keeps the file's pages: reading it first
    // copied half a megabyte into fresh memory. The cache is only ever
    // replaced whole (QSaveFile renames a new file into place), so the mapped
    // pages stay the file's for the few milliseconds they are read.
    const qint64 size = std::min<qint64>(file.size(), kMaxStateBytes);
    const uchar *mapped = size > 0 ? file.map(0, size) : nullptr;
    QByteArray bytes;
    if (!mapped)
        bytes = file.read(size); // the file's own size: read(max) reserves max bytes first
    const std::string_view text = mapped
        ? std::string_view(reinterpret_cast<const char *>(mapped), static_cast<std::size_t>(size))
        : std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    // The leave-one-device-out folds, most of the file, stay encoded until
    // an estimated-only figure needs them.
    std::vector<std::string> folds;
    auto state = decodeModelState(text, folds);
    if (mapped)
        file.unmap(const_cast<uchar *>(mapped));
    if (!state) {
        qCInfo(lcDatabase) << "ignoring the unreadable model cache" << path;
        return std::nullopt;
    }
    auto model = PerformanceModel::fromState(data, std::move(*state), std::move(folds), options);
    if (!model)
        qCInfo(lcDatabase) << "ignoring the model cache" << path << ": it does not fit the data";
    return model;
}

void ModelCache::store(const DataSet &data, const PerformanceModel &model) const
{
    if (m_folder.isEmpty() || !QDir().mkpath(m_folder)) {
        qCInfo(lcDatabase) << "no folder for the model cache:" << m_folder;
        return;
    }
    const QString path = fileFor(data, model.options());
    const std::string text = encodeModelState(model.state());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)
        || file.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size())
        || !file.commit()) {
        qCInfo(lcDatabase) << "cannot write the model cache" << path << ":" << file.errorString();
        return;
    }
    // Calibrations of data that has since changed are of little further
    // use: the newest few stay (a user may switch between catalogues).
    const QDir dir(m_folder);
    const QStringList names = dir.entryList({kPrefix + QLatin1Char('*') + kSuffix}, QDir::Files, QDir::Time);
    for (qsizetype i = kKeptStates; i < names.size(); ++i)
        QFile::remove(dir.filePath(names[i]));
}

} // namespace gpa::db
