#pragma once
// The little GMime needs around it: one initialisation per process, and GObject references
// released by scope.

#include <gmime/gmime.h>

#include <QByteArray>

namespace muster::gmime {

void ensureInitialised();

/// Owns one GObject reference.
template <typename T> class Ref
{
public:
    explicit Ref(T *object = nullptr) : m_object(object) {}
    ~Ref()
    {
        if (m_object)
            g_object_unref(m_object);
    }
    Ref(const Ref &) = delete;
    Ref &operator=(const Ref &) = delete;
    T *get() const { return m_object; }
    explicit operator bool() const { return m_object != nullptr; }

private:
    T *m_object;
};

/// The bytes a memory stream holds.
QByteArray bytesOf(GMimeStream *memoryStream);

} // namespace muster::gmime
