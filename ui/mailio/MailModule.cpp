// The GMime module's entry point: everything else in it is hidden (built with hidden visibility),
// so its copies of MailReader's and MailWriter's functions never meet the programs' forwarding
// ones (MailLoader.cpp) of the same names.
#include "mailio/MailModuleApi.h"
#include "mailio/MailReader.h"

extern "C" __attribute__((visibility("default"))) const muster::MailModuleApi *muster_mail_module()
{
    static const muster::MailModuleApi api{muster::MailModuleApi::kVersion, &muster::readMailbox,
                                           &muster::readMailBytes, &muster::encodeAttachment,
                                           &muster::composeMail};
    return &api;
}
