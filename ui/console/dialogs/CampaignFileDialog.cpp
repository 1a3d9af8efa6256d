#include "console/dialogs/CampaignFileDialog.h"

#include "io/CampaignFormat.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemModel>
#include <QSortFilterProxyModel>

namespace muster {

namespace {
/// Keeps the rows of the dialog's file model that listedAsCampaign accepts.
class CampaignFilesOnly final : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        const auto *files = qobject_cast<const QFileSystemModel *>(sourceModel());
        if (!files)
            return true;
        return listedAsCampaign(files->filePath(files->index(row, 0, parent)));
    }
};

void useContentFilter(QFileDialog &dialog)
{
    // A proxy model works with Qt's own dialog only; it is the same on every desktop.
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    dialog.setProxyModel(new CampaignFilesOnly(&dialog));
}
} // namespace

bool listedAsCampaign(const QString &path)
{
    const QFileInfo info(path);
    if (info.isDir())
        return true;
    const QString suffix = info.suffix().toLower();
    if (suffix == QLatin1String("muster") || suffix == QLatin1String("json"))
        return true;
    if (!info.isFile())
        return false; // no read from a device or FIFO
    QFile file(path);
    return file.open(QIODevice::ReadOnly) && looksLikeCampaign(file.read(kCampaignHeadBytes));
}

QString chooseCampaignToOpen(QWidget *parent)
{
    QFileDialog dialog(parent, QFileDialog::tr("Open Campaign"));
    dialog.setFileMode(QFileDialog::ExistingFile);
    dialog.setAcceptMode(QFileDialog::AcceptOpen);
    dialog.setNameFilter(QFileDialog::tr("Campaigns (*)"));
    useContentFilter(dialog);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    return dialog.selectedFiles().constFirst();
}

QString chooseCampaignToSave(QWidget *parent)
{
    QFileDialog dialog(parent, QFileDialog::tr("Save Campaign As"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setNameFilters(
        {QFileDialog::tr("Campaign files (*.muster)"), QFileDialog::tr("Campaign JSON (*.json)")});
    dialog.setDefaultSuffix(QStringLiteral("muster"));
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    return withCampaignSuffix(dialog.selectedFiles().constFirst());
}

} // namespace muster
