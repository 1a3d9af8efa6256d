#pragma once
// The map editor's list of areas as a model over the campaign's world: row 0 is "(no area)", row
// a + 1 is area a. Rows are made when the view shows them, so a world of thousands of areas is
// listed at once when a campaign opens, where an item per area took as long as reading the file's
// areas.

#include <QAbstractListModel>
#include <QIcon>

#include <vector>

namespace muster {

class CampaignDocument;

class AreaListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    explicit AreaListModel(const CampaignDocument &document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;

    /// The world changed or was replaced: every row is read again.
    void refresh();

private:
    const CampaignDocument &m_document;
    std::vector<QIcon> m_terrainIcons; // by AreaTerrain, made once
};

} // namespace muster
