#include "console/dialogs/ExportImageDialog.h"

#include "console/dialogs/ExportFileField.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QRadioButton>

namespace muster {

ExportImageDialog::ExportImageDialog(const MapRenderer &renderer, const QRectF &visibleRegion,
                                     QWidget *parent)
    : QDialog(parent), m_renderer(renderer), m_visible(visibleRegion),
      m_path(new ExportFileField(
          QStringLiteral("image"), tr("Export Map Image"),
          tr("Images (*.png *.svg *.pdf);;PNG (*.png);;SVG (*.svg);;PDF (*.pdf)"), this)),
      m_scale(new QDoubleSpinBox(this)), m_whole(new QRadioButton(tr("Whole map"), this)),
      m_view(new QRadioButton(tr("Current view"), this)),
      m_title(new QCheckBox(tr("Title (campaign and turn)"), this)),
      m_legend(new QCheckBox(tr("Legend (owners, terrain, lines, markers)"), this)),
      m_orders(new QCheckBox(
          tr("Orders on the map, as shown (View > Orders on the Map, or Show All Marches)"), this)),
      m_size(new QLabel(this))
{
    setWindowTitle(tr("Export Map Image"));
    auto *form = new QFormLayout(this);
    form->addRow(tr("File (.png, .svg, .pdf)"), m_path);
    m_scale->setRange(0.05, 100);
    m_scale->setDecimals(2);
    m_scale->setValue(1.0);
    m_scale->setToolTip(tr("Pixels per map unit: at 1, a hex is 35 pixels wide"));
    form->addRow(tr("Scale"), m_scale);
    m_whole->setChecked(true);
    form->addRow(tr("Region"), m_whole);
    form->addRow(QString(), m_view);
    m_title->setChecked(true);
    m_legend->setChecked(true);
    form->addRow(m_title);
    form->addRow(m_legend);
    m_orders->setObjectName(QStringLiteral("exportOrders"));
    m_orders->setChecked(true);
    form->addRow(m_orders);
    setOrdersShown(false);
    form->addRow(tr("Image size"), m_size);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QAbstractButton *b :
         {static_cast<QAbstractButton *>(m_whole), static_cast<QAbstractButton *>(m_view),
          static_cast<QAbstractButton *>(m_title), static_cast<QAbstractButton *>(m_legend)})
        connect(b, &QAbstractButton::toggled, this, &ExportImageDialog::updateSize);
    connect(m_scale, &QDoubleSpinBox::valueChanged, this, &ExportImageDialog::updateSize);
    updateSize();
}

void ExportImageDialog::setOrdersShown(bool shown)
{
    m_orders->setEnabled(shown);
    m_orders->setToolTip(shown ? QString()
                               : tr("Turn on View > Orders on the Map (Ctrl+Shift+O), or in a "
                                    "hex campaign View > Show All Marches (Ctrl+Shift+M), to "
                                    "export the orders with the map"));
}

QString ExportImageDialog::path() const
{
    return m_path->path();
}

QString ExportImageDialog::pathProblem() const
{
    if (path().isEmpty())
        return tr("Name the file to export to (type it or use Browse...): .png, .svg or .pdf.");
    if (!imageFormatFor(path()))
        return tr("%1: unknown image format; use .png, .svg or .pdf").arg(path());
    return {};
}

void ExportImageDialog::accept()
{
    if (m_path->showProblem(pathProblem()))
        return;
    m_path->remember();
    QDialog::accept();
}

MapExportOptions ExportImageDialog::options(const MapOptions &map) const
{
    MapExportOptions o;
    o.scale = m_scale->value();
    o.region = m_view->isChecked() ? m_visible : QRectF();
    o.title = m_title->isChecked();
    o.legend = m_legend->isChecked();
    o.map = map;
    if (!m_orders->isChecked()) {
        o.map.orders = nullptr;
        o.map.marches = nullptr;
    }
    return o;
}

void ExportImageDialog::updateSize()
{
    const QSize s = exportImageSize(m_renderer, options({}));
    m_size->setText(tr("%1 x %2").arg(s.width()).arg(s.height()));
}

} // namespace muster
