#pragma once
// Whether mail can be read and written here: the GMime module (libmuster_mail_gmime.so, see
// MailModuleApi.h) is loaded on the first question, from the private library folder beside the
// program's bin/ folder (lib/<arch>/muster), the same layout in the build tree and the package.

#include <QString>

namespace muster {

/// Empty when the mail module is loaded (loading it if need be); otherwise the sentence saying why
/// not ("Mail support cannot be loaded: ..."), which the mail functions then report or return
/// nothing for.
QString mailSupportProblem();

} // namespace muster
