#include "console/print/PageSetupDialog.h"

#include "console/dialogs/ExportFileField.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QRadioButton>

namespace muster {

PageSetupDialog::PageSetupDialog(const MapRenderer &renderer, const MapOptions &map, bool withFile,
                                 QWidget *parent)
    : QDialog(parent), m_renderer(renderer), m_map(map), m_paper(new QComboBox(this)),
      m_orientation(new QComboBox(this)), m_margin(new QDoubleSpinBox(this)),
      m_fit(new QRadioButton(tr("Fit the whole map on one page"), this)),
      m_tiled(new QRadioButton(tr("Tile across pages"), this)), m_hexMm(new QDoubleSpinBox(this)),
      m_overlap(new QDoubleSpinBox(this)),
      m_title(new QCheckBox(tr("Title (campaign, turn, page)"), this)),
      m_legend(new QCheckBox(tr("Legend"), this)), m_pages(new QLabel(this))
{
    setWindowTitle(withFile ? tr("Export PDF Pages") : tr("Page Setup"));
    auto *form = new QFormLayout(this);
    if (withFile) {
        m_path = new ExportFileField(QStringLiteral("pdfPages"), tr("Export PDF Pages"),
                                     tr("PDF (*.pdf)"), this);
        form->addRow(tr("PDF file"), m_path);
    }
    m_paper->addItem(tr("A4"), QPageSize::A4);
    m_paper->addItem(tr("A3"), QPageSize::A3);
    m_paper->addItem(tr("Letter"), QPageSize::Letter);
    form->addRow(tr("Paper"), m_paper);
    m_orientation->addItem(tr("Landscape"), QPageLayout::Landscape);
    m_orientation->addItem(tr("Portrait"), QPageLayout::Portrait);
    form->addRow(tr("Orientation"), m_orientation);
    for (QDoubleSpinBox *mm : {m_margin, m_hexMm, m_overlap}) {
        mm->setSuffix(tr(" mm"));
        mm->setDecimals(1);
    }
    m_margin->setRange(0, 50);
    m_margin->setValue(10);
    form->addRow(tr("Margins"), m_margin);
    m_fit->setChecked(true);
    form->addRow(m_fit);
    form->addRow(m_tiled);
    m_hexMm->setRange(3, 60);
    m_hexMm->setValue(12);
    m_hexMm->setToolTip(tr("How wide a hex is on paper"));
    form->addRow(tr("Hex width"), m_hexMm);
    m_overlap->setRange(0, 50);
    m_overlap->setValue(10);
    m_overlap->setToolTip(tr("What neighbouring pages both show, to align them"));
    form->addRow(tr("Overlap"), m_overlap);
    m_title->setChecked(true);
    m_legend->setChecked(true);
    form->addRow(m_title);
    form->addRow(m_legend);
    form->addRow(tr("Pages"), m_pages);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QComboBox *box : {m_paper, m_orientation})
        connect(box, &QComboBox::currentIndexChanged, this, &PageSetupDialog::updatePages);
    for (QDoubleSpinBox *box : {m_margin, m_hexMm, m_overlap})
        connect(box, &QDoubleSpinBox::valueChanged, this, &PageSetupDialog::updatePages);
    for (QAbstractButton *b :
         std::initializer_list<QAbstractButton *>{m_fit, m_tiled, m_title, m_legend})
        connect(b, &QAbstractButton::toggled, this, &PageSetupDialog::updatePages);
    updatePages();
}

PageSetup PageSetupDialog::setup() const
{
    PageSetup s;
    s.paper = static_cast<QPageSize::PageSizeId>(m_paper->currentData().toInt());
    s.orientation = static_cast<QPageLayout::Orientation>(m_orientation->currentData().toInt());
    s.marginMm = m_margin->value();
    s.tiled = m_tiled->isChecked();
    s.hexMm = m_hexMm->value();
    s.overlapMm = m_overlap->value();
    s.title = m_title->isChecked();
    s.legend = m_legend->isChecked();
    s.map = m_map;
    return s;
}

QString PageSetupDialog::path() const
{
    return m_path ? m_path->path() : QString();
}

void PageSetupDialog::accept()
{
    if (m_path) {
        if (m_path->showProblem(
                m_path->path().isEmpty()
                    ? tr("Name the PDF file to write the pages to (type it or use Browse...).")
                    : QString()))
            return;
        m_path->remember();
    }
    QDialog::accept();
}

void PageSetupDialog::updatePages()
{
    m_hexMm->setEnabled(m_tiled->isChecked());
    m_overlap->setEnabled(m_tiled->isChecked());
    const PageSetup s = setup();
    const QSizeF paint = pageLayoutOf(s).paintRect(QPageLayout::Millimeter).size();
    m_pages->setText(QString::number(planPages(m_renderer, s, paint).size()));
}

} // namespace muster
