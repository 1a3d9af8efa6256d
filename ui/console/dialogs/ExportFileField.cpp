#include "console/dialogs/ExportFileField.h"

#include "console/dialogs/ExportPaths.h"

#include <QFileDialog>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace muster {

ExportFileField::ExportFileField(const QString &kind, const QString &caption, const QString &filter,
                                 QWidget *parent)
    : QWidget(parent), m_kind(kind), m_path(new QLineEdit(this)), m_problem(new QLabel(this))
{
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    auto *browse = new QPushButton(tr("Browse..."), this);
    m_path->setObjectName(QStringLiteral("exportPath"));
    m_path->setText(exportpaths::last(kind));
    m_problem->setObjectName(QStringLiteral("exportProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00000"));
    m_problem->hide();
    grid->addWidget(m_path, 0, 0);
    grid->addWidget(browse, 0, 1);
    grid->addWidget(m_problem, 1, 0, 1, 2);
    // A problem shown was about the name before: it goes as soon as the name changes.
    connect(m_path, &QLineEdit::textChanged, m_problem, &QLabel::hide);
    connect(browse, &QPushButton::clicked, this, [this, caption, filter] {
        const QString file = QFileDialog::getSaveFileName(this, caption, path(), filter);
        if (!file.isEmpty())
            m_path->setText(file);
    });
}

QString ExportFileField::path() const
{
    return m_path->text().trimmed();
}

void ExportFileField::setPath(const QString &path)
{
    m_path->setText(path);
}

bool ExportFileField::showProblem(const QString &problem)
{
    if (problem.isEmpty())
        return false;
    m_problem->setText(problem);
    m_problem->show();
    m_path->setFocus();
    return true;
}

void ExportFileField::remember() const
{
    exportpaths::remember(m_kind, path());
}

} // namespace muster
