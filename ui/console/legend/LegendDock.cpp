#include "console/legend/LegendDock.h"

#include "console/document/CampaignDocument.h"
#include "model/Campaign.h"
#include "render/map/MapLegendItems.h"

#include <QHeaderView>
#include <QPainter>
#include <QPixmap>
#include <QTreeWidget>

namespace muster {

namespace {
constexpr QSize kSwatch(30, 22);
} // namespace

LegendDock::LegendDock(CampaignDocument &document, QWidget *parent)
    : QDockWidget(tr("Legend"), parent), m_document(document), m_list(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("legendDock"));
    m_list->setObjectName(QStringLiteral("legendList"));
    m_list->setHeaderHidden(true);
    m_list->setRootIsDecorated(false);
    m_list->setIconSize(kSwatch);
    m_list->setSelectionMode(QAbstractItemView::NoSelection);
    m_list->setFocusPolicy(Qt::NoFocus);
    setWidget(m_list);
    // A campaign opened or a world changed is listed again, unless a change of options that
    // came with it (the window passes them on at the same signal) listed it already.
    const auto listAgain = [this] {
        if (!m_document.hasCampaign() || m_listedRevision != m_document.revision())
            refill();
    };
    connect(&m_document, &CampaignDocument::campaignReplaced, this, listAgain);
    connect(&m_document, &CampaignDocument::worldChanged, this, listAgain);
    connect(&m_document, &CampaignDocument::stateChanged, this, &LegendDock::refresh);
    connect(&m_document, &CampaignDocument::turnsChanged, this, &LegendDock::refresh);
    refill();
}

void LegendDock::setOptions(const MapOptions &options)
{
    // The window passes the options on at every change of the view, the orders layer's too, and
    // once more as a campaign opens: the swatches are drawn again only when what the legend lists
    // changed.
    m_options = options;
    refresh();
}

void LegendDock::setShownState(std::function<const TurnState &()> shownState)
{
    m_shownState = std::move(shownState);
    refresh();
}

const TurnState &LegendDock::shownState() const
{
    return m_shownState ? m_shownState() : m_document.campaign().current().state;
}

void LegendDock::refresh()
{
    if (!m_document.hasCampaign())
        return;
    if (m_colouring != m_options.colouring || m_patterns != m_options.ownerPatterns ||
        marksOnMap(m_document.campaign(), shownState(), m_options) != m_marks)
        refill();
}

void LegendDock::refill()
{
    m_list->clear();
    m_marks = MarkSet();
    m_colouring = m_options.colouring;
    m_patterns = m_options.ownerPatterns;
    if (!m_document.hasCampaign())
        return;
    m_listedRevision = m_document.revision();
    const Campaign &campaign = m_document.campaign();
    m_marks = marksOnMap(campaign, shownState(), m_options);
    const qreal ratio = devicePixelRatioF();
    for (const LegendSection &section : legendSections(campaign, m_marks, m_options)) {
        auto *group = new QTreeWidgetItem(m_list, {section.title});
        QFont bold = group->font(0);
        bold.setBold(true);
        group->setFont(0, bold);
        group->setFlags(Qt::ItemIsEnabled);
        for (const LegendItem &item : section.items) {
            QPixmap pixmap(kSwatch * ratio);
            pixmap.setDevicePixelRatio(ratio);
            pixmap.fill(Qt::transparent);
            {
                QPainter p(&pixmap);
                paintLegendSwatch(p, item, QRectF(QPointF(2, 2), QSizeF(kSwatch) - QSizeF(4, 4)),
                                  campaign, m_options);
            }
            auto *row = new QTreeWidgetItem(group, {item.label});
            row->setIcon(0, QIcon(pixmap));
            row->setFlags(Qt::ItemIsEnabled);
        }
    }
    m_list->expandAll();
}

} // namespace muster
