#include "mailio/MailReader.h"

#include "io/InputFile.h"
#include "mail/MailText.h"
#include "mailio/GMimeSupport.h"
#include "model/Limits.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>
#include <QTimeZone>

#include <cstring>

namespace muster {

namespace {

using gmime::Ref;

QString fromUtf8(const char *text)
{
    return text ? QString::fromUtf8(text) : QString();
}

/// A string GMime allocated for the caller (transfer full), freed once it is copied.
QString takeUtf8(char *owned)
{
    QString text = fromUtf8(owned);
    g_free(owned);
    return text;
}

QString mailTooLarge()
{
    return QStringLiteral("larger than %1, the most a mail may be")
        .arg(byteSize(limits::kMaxMailBytes));
}

/// A part's content with its transfer encoding undone.
QByteArray partBytes(GMimePart *part)
{
    GMimeDataWrapper *content = g_mime_part_get_content(part);
    if (!content)
        return {};
    Ref<GMimeStream> out(g_mime_stream_mem_new());
    g_mime_data_wrapper_write_to_stream(content, out.get());
    return gmime::bytesOf(out.get());
}

/// A text part's bytes with its charset turned into Unicode.
QString decodedText(GMimePart *part, const QByteArray &bytes)
{
    const char *charset = g_mime_object_get_content_type_parameter(GMIME_OBJECT(part), "charset");
    if (charset && *charset) {
        QStringDecoder decoder(charset);
        if (decoder.isValid()) {
            QString text = decoder.decode(bytes);
            if (!decoder.hasError())
                return text;
        }
    }
    QStringDecoder utf8(QStringDecoder::Utf8);
    QString text = utf8.decode(bytes);
    return utf8.hasError() ? QString::fromLatin1(bytes) : text;
}

/// A text part's bytes with its charset turned into Unicode, and a format=flowed text (RFC 3676)
/// as the lines its writer typed.
QString partText(GMimePart *part, const QByteArray &bytes)
{
    const QString text = decodedText(part, bytes);
    const char *format = g_mime_object_get_content_type_parameter(GMIME_OBJECT(part), "format");
    if (!format || g_ascii_strcasecmp(format, "flowed") != 0)
        return text;
    const char *delSp = g_mime_object_get_content_type_parameter(GMIME_OBJECT(part), "delsp");
    return unflowed(text, delSp && g_ascii_strcasecmp(delSp, "yes") == 0);
}

/// The parts of a mail, walked one call per level of multiparts; a mail nested deeper than the
/// limit is not read, and says why (GMime's parser stops at its own 1,024 levels, so what lies
/// below would be read differently from what the mail says). A forwarded message (message/rfc822)
/// is not walked into.
struct PartWalk
{
    MailMessage &mail;
    int depth = 0; // multiparts around `object`
    bool tooDeep = false;

    void walk(GMimeObject *object)
    {
        if (!object || tooDeep)
            return;
        if (GMIME_IS_MULTIPART(object)) {
            if (depth == limits::kMaxMailPartDepth) {
                tooDeep = true;
                mail.problem = QStringLiteral("its parts are nested deeper than %1 (multiparts "
                                              "within multiparts), the most a mail may nest")
                                   .arg(limits::kMaxMailPartDepth);
                return;
            }
            GMimeMultipart *multipart = GMIME_MULTIPART(object);
            ++depth;
            for (int i = 0; i < g_mime_multipart_get_count(multipart) && !tooDeep; ++i)
                walk(g_mime_multipart_get_part(multipart, i));
            --depth;
            return;
        }
        if (!GMIME_IS_PART(object))
            return; // a forwarded message is not this player's sheet
        GMimePart *part = GMIME_PART(object);
        GMimeContentType *type = g_mime_object_get_content_type(object);
        const bool plain = type && g_mime_content_type_is_type(type, "text", "plain");
        const bool html = type && g_mime_content_type_is_type(type, "text", "html");
        const QString fileName = fromUtf8(g_mime_part_get_filename(part));
        if (g_mime_part_is_attachment(part) || !fileName.isEmpty()) {
            MailAttachment a;
            a.fileName = fileName;
            a.mimeType = type ? takeUtf8(g_mime_content_type_get_mime_type(type)) : QString();
            if (plain || fileName.endsWith(QLatin1String(".txt"), Qt::CaseInsensitive)) {
                const QByteArray bytes = partBytes(part);
                if (bytes.size() <= limits::kMaxAttachmentBytes)
                    a.text = partText(part, bytes);
                else if (mail.problem.isEmpty())
                    mail.problem =
                        QStringLiteral("the attachment %1 is larger than %2, the most "
                                       "a text attachment may be")
                            .arg(fileName.isEmpty() ? QStringLiteral("(unnamed)") : fileName,
                                 byteSize(limits::kMaxAttachmentBytes));
            }
            mail.attachments.push_back(std::move(a));
        } else if (plain && mail.plainBody.isEmpty()) {
            mail.plainBody = partText(part, partBytes(part));
        } else if (html) {
            mail.hasHtml = true;
        }
    }
};

/// The ids of a header that lists Message-Ids ("<a@x> <b@y>"), without their <>.
QStringList messageIds(GMimeObject *object, const char *header)
{
    QStringList ids;
    const char *text = g_mime_object_get_header(object, header);
    GMimeReferences *refs = text ? g_mime_references_parse(nullptr, text) : nullptr;
    for (int i = 0; refs && i < g_mime_references_length(refs); ++i)
        ids << fromUtf8(g_mime_references_get_message_id(refs, i));
    if (refs)
        g_mime_references_free(refs);
    return ids;
}

/// The header by which a program marks a mail as its own (RFC 3834's Auto-Submitted, the older
/// Precedence and X-Autoreply of vacation programs, a delivery report, the empty return path of
/// a bounce), as "Name: value"; empty when there is none.
QString automaticHeader(GMimeMessage *message)
{
    GMimeObject *object = GMIME_OBJECT(message);
    auto value = [object](const char *name) {
        return fromUtf8(g_mime_object_get_header(object, name)).trimmed();
    };
    if (const QString v = value("Auto-Submitted");
        !v.isEmpty() && v.compare(QLatin1String("no"), Qt::CaseInsensitive) != 0)
        return QStringLiteral("Auto-Submitted: ") + v;
    if (const QString v = value("Precedence");
        QStringList{QStringLiteral("bulk"), QStringLiteral("junk"), QStringLiteral("list"),
                    QStringLiteral("auto_reply")}
            .contains(v, Qt::CaseInsensitive))
        return QStringLiteral("Precedence: ") + v;
    for (const char *name : {"X-Autoreply", "X-Autorespond"})
        if (g_mime_object_get_header(object, name))
            return QString::fromLatin1(name) + QStringLiteral(": ") + value(name);
    if (value("Return-Path") == QLatin1String("<>"))
        return QStringLiteral("Return-Path: <>");
    GMimeObject *body = g_mime_message_get_mime_part(message);
    GMimeContentType *type = body ? g_mime_object_get_content_type(body) : nullptr;
    if (type && g_mime_content_type_is_type(type, "multipart", "report"))
        return QStringLiteral("Content-Type: multipart/report");
    return {};
}

bool hasHeaders(const MailMessage &m)
{
    return !m.fromAddress.isEmpty() || m.date.isValid() || !m.subject.isEmpty() ||
           !m.messageId.isEmpty();
}

/// The mail's headers, and its parts unless it is too large to be read (`size`: its bytes).
MailMessage fromGMime(GMimeMessage *message, const QString &source, qint64 size)
{
    MailMessage m;
    m.source = source;
    if (InternetAddressList *from = g_mime_message_get_from(message);
        from && internet_address_list_length(from) > 0) {
        InternetAddress *address = internet_address_list_get_address(from, 0);
        m.fromName = fromUtf8(internet_address_get_name(address));
        if (INTERNET_ADDRESS_IS_MAILBOX(address))
            m.fromAddress =
                fromUtf8(internet_address_mailbox_get_addr(INTERNET_ADDRESS_MAILBOX(address)));
    }
    if (InternetAddressList *to = g_mime_message_get_to(message)) {
        for (int i = 0; i < internet_address_list_length(to); ++i) {
            InternetAddress *address = internet_address_list_get_address(to, i);
            if (INTERNET_ADDRESS_IS_MAILBOX(address))
                m.toAddresses << fromUtf8(
                    internet_address_mailbox_get_addr(INTERNET_ADDRESS_MAILBOX(address)));
        }
    }
    if (GDateTime *date = g_mime_message_get_date(message))
        m.date = QDateTime::fromSecsSinceEpoch(g_date_time_to_unix(date), Qt::UTC);
    // The topmost Received header is the receiving server's own: when the mail arrived.
    if (const char *received = g_mime_object_get_header(GMIME_OBJECT(message), "Received")) {
        const char *when = std::strrchr(received, ';');
        if (GDateTime *at = when ? g_mime_utils_header_decode_date(when + 1) : nullptr) {
            m.received = QDateTime::fromSecsSinceEpoch(g_date_time_to_unix(at), Qt::UTC);
            g_date_time_unref(at);
        }
    }
    m.subject = fromUtf8(g_mime_message_get_subject(message));
    m.messageId = fromUtf8(g_mime_message_get_message_id(message));
    m.references = messageIds(GMIME_OBJECT(message), "References");
    if (m.references.isEmpty())
        m.references = messageIds(GMIME_OBJECT(message), "In-Reply-To");
    m.automatic = automaticHeader(message);
    if (!hasHeaders(m))
        m.problem = QStringLiteral("no mail headers (From, Date, Subject)");
    else if (size > limits::kMaxMailBytes)
        m.problem = QStringLiteral("the mail is %1").arg(mailTooLarge());
    else
        PartWalk{m}.walk(g_mime_message_get_mime_part(message));
    return m;
}

Mailbox refused(const QString &error)
{
    return {{}, error};
}

QString notAMailbox(const QString &name)
{
    return QStringLiteral("%1 is not a mailbox: expected an mbox file, a maildir or an .eml "
                          "message")
        .arg(name);
}

QString tooManyMails(const QString &name)
{
    return QStringLiteral("%1: cannot read: more than %2 mails, the most a mailbox may hold")
        .arg(name)
        .arg(limits::kMaxMails);
}

bool looksLikeMbox(const QByteArray &bytes)
{
    return bytes.startsWith("From ");
}

} // namespace

Mailbox readMailBytes(const QByteArray &bytes, bool mbox, const QString &name)
{
    if (bytes.size() > (mbox ? limits::kMaxMailboxBytes : limits::kMaxMailBytes))
        return refused(QStringLiteral("%1: cannot read: larger than %2, the most %3 may be")
                           .arg(name,
                                byteSize(mbox ? limits::kMaxMailboxBytes : limits::kMaxMailBytes),
                                mbox ? QStringLiteral("a mailbox") : QStringLiteral("a mail")));
    gmime::ensureInitialised();
    Mailbox box;
    Ref<GMimeStream> stream(
        g_mime_stream_mem_new_with_buffer(bytes.constData(), static_cast<size_t>(bytes.size())));
    Ref<GMimeParser> parser(g_mime_parser_new_with_stream(stream.get()));
    g_mime_parser_set_format(parser.get(), mbox ? GMIME_FORMAT_MBOX : GMIME_FORMAT_MESSAGE);
    while (!g_mime_parser_eos(parser.get())) {
        // An mbox mail runs from its "From " line to the next one.
        const gint64 start = g_mime_parser_tell(parser.get());
        Ref<GMimeMessage> message(g_mime_parser_construct_message(parser.get(), nullptr));
        if (!message)
            break;
        if (static_cast<qint64>(box.mails.size()) == limits::kMaxMails)
            return refused(tooManyMails(name));
        const QString source =
            mbox ? QStringLiteral("%1, mail %2").arg(name).arg(box.mails.size() + 1) : name;
        const qint64 size = mbox ? g_mime_parser_tell(parser.get()) - start : bytes.size();
        MailMessage m = fromGMime(message.get(), source, size);
        if (!mbox && !hasHeaders(m))
            return refused(notAMailbox(name));
        box.mails.push_back(std::move(m));
        if (!mbox)
            break;
    }
    if (box.mails.empty())
        return refused(notAMailbox(name));
    return box;
}

namespace {
MailMessage unreadMail(const QString &source, const QString &problem)
{
    MailMessage m;
    m.source = source;
    m.problem = problem;
    return m;
}

Mailbox readMaildir(const QString &path)
{
    const QDir dir(path);
    if (!dir.exists(QStringLiteral("cur")) && !dir.exists(QStringLiteral("new")))
        return refused(
            QStringLiteral("%1 is not a maildir: it has no cur/ or new/ folder").arg(path));
    // Every mail is listed before one is read, so the limits refuse a maildir before it is read.
    // QDir::Files without QDir::System lists no FIFO, socket or device.
    std::vector<QFileInfo> files;
    qint64 total = 0;
    for (const char *sub : {"cur", "new"}) {
        // Maildir names start with the delivery time: sorted, they are in arrival order.
        for (const QFileInfo &f :
             QDir(dir.filePath(QLatin1String(sub))).entryInfoList(QDir::Files, QDir::Name)) {
            if (static_cast<qint64>(files.size()) == limits::kMaxMails)
                return refused(tooManyMails(path));
            files.push_back(f);
            total += f.size();
        }
    }
    if (total > limits::kMaxMailboxBytes)
        return refused(QStringLiteral("%1: cannot read: its mails are larger than %2 together, "
                                      "the most a mailbox may be")
                           .arg(path, byteSize(limits::kMaxMailboxBytes)));
    Mailbox box;
    for (const QFileInfo &f : files) {
        const QString source = QStringLiteral("%1/%2").arg(f.dir().dirName(), f.fileName());
        if (f.size() > limits::kMaxMailBytes) {
            box.mails.push_back(
                unreadMail(source, QStringLiteral("the mail is %1").arg(mailTooLarge())));
            continue;
        }
        const auto bytes =
            readInputFile(f.filePath(), limits::kMaxMailBytes, QStringLiteral("a mail"));
        if (!bytes) {
            box.mails.push_back(unreadMail(source, bytes.message()));
            continue;
        }
        Mailbox one = readMailBytes(*bytes, false, source);
        box.mails.push_back(one.mails.empty()
                                ? unreadMail(source, QStringLiteral("not a mail message"))
                                : std::move(one.mails.front()));
    }
    return box;
}
} // namespace

Mailbox readMailbox(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return refused(QStringLiteral("%1: no such file or folder").arg(path));
    if (info.isDir())
        return readMaildir(path);
    const auto bytes = readInputFile(path, limits::kMaxMailboxBytes, QStringLiteral("a mailbox"));
    if (!bytes)
        return refused(bytes.message());
    const bool mbox = looksLikeMbox(*bytes);
    if (!mbox && bytes->size() > limits::kMaxMailBytes)
        return refused(QStringLiteral("%1: cannot read: it is not an mbox (no \"From \" line "
                                      "first), and larger than %2, the most a mail may be")
                           .arg(path, byteSize(limits::kMaxMailBytes)));
    return readMailBytes(*bytes, mbox, info.fileName());
}

} // namespace muster
