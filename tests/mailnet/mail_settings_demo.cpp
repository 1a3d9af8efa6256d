// The README's screenshot of Campaign > Mail Settings (resources/screenshots/mail-settings.png),
// run by hand under Xvfb with a keyring of its own:
//   screenshot OUT.png --size 1600x1000 -- sh tests/mailnet/with_keyring.sh DEMO
// where DEMO is build/dev/tests/mailnet/mail_settings_demo and screenshot the tool of
// ../shared/tools.
// The area sample with its mail set up as a GM on a hosted mailbox would, the SMTP password kept
// in the keyring, the IMAP one not yet.
#include "DemoWindow.h"
#include "console/document/CampaignDocument.h"
#include "console/mail/MailPasswords.h"
#include "console/mail/MailSettingsDialog.h"

using namespace muster;

int main(int argc, char **argv)
{
    return test::runDemo(argc, argv, QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json"),
                         [](MainWindow &window) {
                             MailSettings s;
                             s.senderName = QStringLiteral("The Sundered Coast GM");
                             s.senderAddress = QStringLiteral("gm@sundered-coast.example");
                             s.smtp = {QStringLiteral("smtp.mail.example"), 0,
                                       MailSecurity::StartTls,
                                       QStringLiteral("gm@sundered-coast.example")};
                             s.imap = {QStringLiteral("imap.mail.example"), 0, MailSecurity::Tls,
                                       QStringLiteral("gm@sundered-coast.example")};
                             s.ordersFolder = QStringLiteral("Orders");
                             s.readFolder = QStringLiteral("Orders/Read");
                             if (!window.document()->saveMailSettings(s) ||
                                 !mailpasswords::write(s.smtp, true, QStringLiteral("demo")))
                                 return false;
                             auto *dialog = new MailSettingsDialog(*window.document(), &window);
                             dialog->setAttribute(Qt::WA_DeleteOnClose);
                             dialog->show();
                             return true;
                         });
}
