#include "mailio/MailWriter.h"

#include "mailio/GMimeSupport.h"

#include <QCryptographicHash>

namespace muster {

using gmime::Ref;

QByteArray encodeAttachment(const QByteArray &data)
{
    gmime::ensureInitialised();
    Ref<GMimeStream> out(g_mime_stream_mem_new());
    Ref<GMimeStream> filtered(g_mime_stream_filter_new(out.get()));
    Ref<GMimeFilter> base64(g_mime_filter_basic_new(GMIME_CONTENT_ENCODING_BASE64, TRUE));
    g_mime_stream_filter_add(GMIME_STREAM_FILTER(filtered.get()), base64.get());
    g_mime_stream_write(filtered.get(), data.constData(), static_cast<size_t>(data.size()));
    g_mime_stream_flush(filtered.get());
    return gmime::bytesOf(out.get());
}

namespace {
QByteArray written(GMimeMessage *message)
{
    Ref<GMimeStream> out(g_mime_stream_mem_new());
    g_mime_object_write_to_stream(GMIME_OBJECT(message), nullptr, out.get());
    return gmime::bytesOf(out.get());
}
} // namespace

QByteArray composeMail(const OutgoingMail &mail)
{
    gmime::ensureInitialised();
    Ref<GMimeMessage> message(g_mime_message_new(TRUE));
    if (!mail.fromAddress.isEmpty())
        g_mime_message_add_mailbox(message.get(), GMIME_ADDRESS_TYPE_FROM,
                                   mail.fromName.toUtf8().constData(),
                                   mail.fromAddress.toUtf8().constData());
    if (!mail.toAddress.isEmpty())
        g_mime_message_add_mailbox(message.get(), GMIME_ADDRESS_TYPE_TO,
                                   mail.toName.toUtf8().constData(),
                                   mail.toAddress.toUtf8().constData());
    g_mime_message_set_subject(message.get(), mail.subject.toUtf8().constData(), "utf-8");
    if (mail.date.isValid()) {
        GDateTime *date = g_date_time_new_from_unix_utc(mail.date.toSecsSinceEpoch());
        g_mime_message_set_date(message.get(), date);
        g_date_time_unref(date);
    }
    if (!mail.messageId.isEmpty())
        g_mime_message_set_message_id(message.get(), mail.messageId.toUtf8().constData());
    if (!mail.inReplyTo.isEmpty())
        g_mime_object_set_header(GMIME_OBJECT(message.get()), "In-Reply-To",
                                 ('<' + mail.inReplyTo.toUtf8() + '>').constData(), nullptr);
    if (!mail.references.isEmpty())
        g_mime_object_set_header(
            GMIME_OBJECT(message.get()), "References",
            ('<' + mail.references.join(QStringLiteral("> <")).toUtf8() + '>').constData(),
            nullptr);
    if (mail.autoReplied)
        g_mime_object_set_header(GMIME_OBJECT(message.get()), "Auto-Submitted", "auto-replied",
                                 nullptr);

    Ref<GMimeTextPart> body(g_mime_text_part_new_with_subtype("plain"));
    g_mime_text_part_set_text(body.get(), mail.body.toUtf8().constData());
    g_mime_part_set_content_encoding(GMIME_PART(body.get()),
                                     GMIME_CONTENT_ENCODING_QUOTEDPRINTABLE);
    if (mail.attachments.empty()) {
        // Text alone: the mail is its text part, as a mail program writes a plain reply.
        g_mime_message_set_mime_part(message.get(), GMIME_OBJECT(body.get()));
        return written(message.get());
    }

    Ref<GMimeMultipart> mixed(g_mime_multipart_new_with_subtype("mixed"));
    // A boundary made from the content, not at random: the same pack gives the same bytes.
    const QByteArray digest = QCryptographicHash::hash(mail.body.toUtf8() + mail.subject.toUtf8(),
                                                       QCryptographicHash::Sha1)
                                  .toHex()
                                  .left(24);
    g_mime_multipart_set_boundary(mixed.get(), ("=-muster-" + digest).constData());

    g_mime_multipart_add(mixed.get(), GMIME_OBJECT(body.get()));

    for (const OutgoingAttachment &a : mail.attachments) {
        const QByteArray type = a.mimeType.toUtf8();
        const qsizetype slash = type.indexOf('/');
        Ref<GMimePart> part(g_mime_part_new_with_type(type.left(slash).constData(),
                                                      type.mid(slash + 1).constData()));
        g_mime_part_set_filename(part.get(), a.fileName.toUtf8().constData());
        // Already encoded data is written as it is: its wrapper says so.
        const QByteArray &bytes = a.encoded.isEmpty() ? a.data : a.encoded;
        Ref<GMimeStream> data(g_mime_stream_mem_new_with_buffer(bytes.constData(),
                                                                static_cast<size_t>(bytes.size())));
        Ref<GMimeDataWrapper> wrapper(g_mime_data_wrapper_new_with_stream(
            data.get(),
            a.encoded.isEmpty() ? GMIME_CONTENT_ENCODING_DEFAULT : GMIME_CONTENT_ENCODING_BASE64));
        g_mime_part_set_content(part.get(), wrapper.get());
        g_mime_part_set_content_encoding(part.get(), GMIME_CONTENT_ENCODING_BASE64);
        g_mime_multipart_add(mixed.get(), GMIME_OBJECT(part.get()));
    }
    g_mime_message_set_mime_part(message.get(), GMIME_OBJECT(mixed.get()));
    return written(message.get());
}

} // namespace muster
