#include "mailio/GMimeSupport.h"

#include <mutex>

namespace muster::gmime {

void ensureInitialised()
{
    static std::once_flag once;
    std::call_once(once, [] { g_mime_init(); });
}

QByteArray bytesOf(GMimeStream *stream)
{
    GByteArray *array = g_mime_stream_mem_get_byte_array(GMIME_STREAM_MEM(stream));
    return array ? QByteArray(reinterpret_cast<const char *>(array->data),
                              static_cast<qsizetype>(array->len))
                 : QByteArray();
}

} // namespace muster::gmime
