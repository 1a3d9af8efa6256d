#include "MailReader.h"

#include "GMimeSupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>
#include <QTimeZone>

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

/// A text part's content, transfer encoding undone and its charset turned into Unicode.
QString partText(GMimePart *part)
{
    GMimeDataWrapper *content = g_mime_part_get_content(part);
    if (!content)
        return {};
    Ref<GMimeStream> out(g_mime_stream_mem_new());
    g_mime_data_wrapper_write_to_stream(content, out.get());
    const QByteArray bytes = gmime::bytesOf(out.get());
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

struct PartWalk
{
    MailMessage &mail;
    int depth = 0;

    void walk(GMimeObject *object)
    {
        if (!object || depth > 32)
            return;
        if (GMIME_IS_MULTIPART(object)) {
            GMimeMultipart *multipart = GMIME_MULTIPART(object);
            ++depth;
            for (int i = 0; i < g_mime_multipart_get_count(multipart); ++i)
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
            if (plain || fileName.endsWith(QLatin1String(".txt"), Qt::CaseInsensitive))
                a.text = partText(part);
            mail.attachments.push_back(std::move(a));
        } else if (plain && mail.plainBody.isEmpty()) {
            mail.plainBody = partText(part);
        } else if (html) {
            mail.hasHtml = true;
        }
    }
};

MailMessage fromGMime(GMimeMessage *message, const QString &source)
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
    if (GDateTime *date = g_mime_message_get_date(message))
        m.date = QDateTime::fromSecsSinceEpoch(g_date_time_to_unix(date), Qt::UTC);
    m.subject = fromUtf8(g_mime_message_get_subject(message));
    m.messageId = fromUtf8(g_mime_message_get_message_id(message));
    PartWalk{m}.walk(g_mime_message_get_mime_part(message));
    if (m.fromAddress.isEmpty() && !m.date.isValid() && m.subject.isEmpty() &&
        m.messageId.isEmpty())
        m.problem = QStringLiteral("no mail headers (From, Date, Subject)");
    return m;
}

bool looksLikeMbox(const QByteArray &bytes)
{
    return bytes.startsWith("From ");
}

} // namespace

Mailbox readMailBytes(const QByteArray &bytes, bool mbox, const QString &name)
{
    gmime::ensureInitialised();
    Mailbox box;
    Ref<GMimeStream> stream(
        g_mime_stream_mem_new_with_buffer(bytes.constData(), static_cast<size_t>(bytes.size())));
    Ref<GMimeParser> parser(g_mime_parser_new_with_stream(stream.get()));
    g_mime_parser_set_format(parser.get(), mbox ? GMIME_FORMAT_MBOX : GMIME_FORMAT_MESSAGE);
    int index = 0;
    while (!g_mime_parser_eos(parser.get())) {
        const gint64 start = g_mime_parser_tell(parser.get());
        Ref<GMimeMessage> message(g_mime_parser_construct_message(parser.get(), nullptr));
        if (!message)
            break;
        ++index;
        const QString source = mbox ? QStringLiteral("%1, mail %2").arg(name).arg(index) : name;
        MailMessage m = fromGMime(message.get(), source);
        if (g_mime_parser_tell(parser.get()) - start > kMaxMailBytes)
            m.problem = QStringLiteral("the mail is larger than %1 MB").arg(kMaxMailBytes >> 20);
        box.mails.push_back(std::move(m));
        if (!mbox)
            break;
    }
    if (box.mails.empty() || (!mbox && !box.mails.front().problem.isEmpty()))
        box = {{},
               QStringLiteral("%1 is not a mailbox: expected an mbox file, a maildir or an "
                              ".eml message")
                   .arg(name)};
    return box;
}

Mailbox readMailbox(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return {{}, QStringLiteral("%1: no such file or folder").arg(path)};
    if (info.isDir()) {
        const QDir dir(path);
        if (!dir.exists(QStringLiteral("cur")) && !dir.exists(QStringLiteral("new")))
            return {{},
                    QStringLiteral("%1 is not a maildir: it has no cur/ or new/ folder").arg(path)};
        Mailbox box;
        for (const char *sub : {"cur", "new"}) {
            QDir d(dir.filePath(QLatin1String(sub)));
            // Maildir names start with the delivery time: sorted, they are in arrival order.
            for (const QFileInfo &f : d.entryInfoList(QDir::Files, QDir::Name)) {
                const QString source =
                    QStringLiteral("%1/%2").arg(QLatin1String(sub), f.fileName());
                if (f.size() > kMaxMailBytes) {
                    MailMessage m;
                    m.source = source;
                    m.problem =
                        QStringLiteral("the mail is larger than %1 MB").arg(kMaxMailBytes >> 20);
                    box.mails.push_back(m);
                    continue;
                }
                QFile file(f.filePath());
                if (!file.open(QIODevice::ReadOnly)) {
                    MailMessage m;
                    m.source = source;
                    m.problem = file.errorString();
                    box.mails.push_back(m);
                    continue;
                }
                Mailbox one = readMailBytes(file.readAll(), false, source);
                if (one.mails.empty()) {
                    MailMessage m;
                    m.source = source;
                    m.problem = QStringLiteral("not a mail message");
                    box.mails.push_back(m);
                } else {
                    box.mails.push_back(std::move(one.mails.front()));
                }
            }
        }
        return box;
    }
    if (info.size() > kMaxMailboxBytes)
        return {{},
                QStringLiteral("%1 is %2 MB; a mailbox is read up to %3 MB")
                    .arg(path)
                    .arg(info.size() >> 20)
                    .arg(kMaxMailboxBytes >> 20)};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {{}, QStringLiteral("%1: %2").arg(path, file.errorString())};
    const QByteArray bytes = file.readAll();
    const bool mbox = looksLikeMbox(bytes);
    if (!mbox && bytes.size() > kMaxMailBytes)
        return {{},
                QStringLiteral("%1 is not a mailbox: expected an mbox file, a maildir or an "
                               ".eml message")
                    .arg(path)};
    return readMailBytes(bytes, mbox, info.fileName());
}

} // namespace muster
