#pragma once
// The password of a mail server for muster-cli, which keeps none (mail/MailSettings.h): from a file
// named on the command line (its first line) or from an environment variable, for scripts.

#include "util/Result.h"

#include <QString>

namespace muster::cli {

/// The password: the first line of `passwordFile` when one is named, else the variable
/// `environment` ("MUSTER_SMTP_PASSWORD"); "" when neither gives one. A file that cannot be read
/// or is over 4 KiB is a failure naming it.
Result<QString> mailPassword(const QString &passwordFile, const char *environment);

} // namespace muster::cli
