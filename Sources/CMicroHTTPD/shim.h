#ifndef FLOWDOC_CMICROHTTPD_SHIM_H
#define FLOWDOC_CMICROHTTPD_SHIM_H
#include <stdarg.h>
#include <stdint.h>
#include <string.h>
#include <sys/types.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <microhttpd.h>

/* libmicrohttpd declares its enums closed, so Swift cannot see the C constant names,
   and MHD_start_daemon is variadic. These helpers expose exactly what flowdoc uses. */

static inline enum MHD_Result flowdoc_mhd_yes(void) { return MHD_YES; }
static inline enum MHD_Result flowdoc_mhd_no(void) { return MHD_NO; }
static inline int flowdoc_mhd_is_yes(enum MHD_Result r) { return r == MHD_YES; }

/* Leaves the request target exactly as received: flowdoc decodes and validates it itself,
   so that "%2f" and "%00" cannot be confused with "/" or the end of the string. */
static size_t flowdoc_mhd_keep_escaped(void *cls, struct MHD_Connection *c, char *s) {
    (void)cls; (void)c;
    return strlen(s);
}

/* libmicrohttpd's own event loop: a small pool of threads, each polling its share of the
   connections with epoll (poll elsewhere), so a slow or idle connection costs a socket, not
   a thread. Live-reload streams are suspended between events (MHD_ALLOW_SUSPEND_RESUME). */
static inline unsigned int flowdoc_mhd_daemon_flags(int ipv6) {
#ifdef __linux__
    unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL | MHD_ALLOW_SUSPEND_RESUME;
#else
    unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL | MHD_ALLOW_SUSPEND_RESUME;
#endif
    if (ipv6) flags |= MHD_USE_IPv6;
    return flags;
}

/* Starts a daemon on an already bound and listening socket. */
static inline struct MHD_Daemon *flowdoc_mhd_start(
    unsigned int flags, int listen_fd, MHD_AccessHandlerCallback handler, void *handler_cls,
    unsigned int timeout_seconds, unsigned int connection_limit, unsigned int per_ip_limit,
    unsigned int pool_size) {
    return MHD_start_daemon(flags, 0, NULL, NULL, handler, handler_cls,
                            MHD_OPTION_LISTEN_SOCKET, (MHD_socket)listen_fd,
                            MHD_OPTION_THREAD_POOL_SIZE, pool_size,
                            MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds,
                            MHD_OPTION_CONNECTION_LIMIT, connection_limit,
                            MHD_OPTION_PER_IP_CONNECTION_LIMIT, per_ip_limit,
                            MHD_OPTION_UNESCAPE_CALLBACK, flowdoc_mhd_keep_escaped, (void *)NULL,
                            MHD_OPTION_END);
}

/* A response whose bytes libmicrohttpd copies (never MUST_FREE with Swift memory). */
static inline struct MHD_Response *flowdoc_mhd_response_copy(size_t size, const void *bytes) {
    return MHD_create_response_from_buffer(size, (void *)bytes, MHD_RESPMEM_MUST_COPY);
}

/* A response of unknown length produced by a callback (Server-Sent Events). */
static inline struct MHD_Response *flowdoc_mhd_response_stream(
    size_t block_size, MHD_ContentReaderCallback reader, void *cls,
    MHD_ContentReaderFreeCallback free_cls) {
    return MHD_create_response_from_callback(MHD_SIZE_UNKNOWN, block_size, reader, cls, free_cls);
}

static inline ssize_t flowdoc_mhd_end_of_stream(void) { return MHD_CONTENT_READER_END_OF_STREAM; }
static inline ssize_t flowdoc_mhd_end_with_error(void) { return MHD_CONTENT_READER_END_WITH_ERROR; }

/* Takes a connection out of the event loop until flowdoc_mhd_resume; only from the access
   handler or the content reader of that connection. */
static inline void flowdoc_mhd_suspend(struct MHD_Connection *c) { MHD_suspend_connection(c); }
/* Puts a suspended connection back; from any thread, only on a suspended connection. */
static inline void flowdoc_mhd_resume(struct MHD_Connection *c) { MHD_resume_connection(c); }

/* The socket of a connection, or -1. */
static inline int flowdoc_mhd_connection_fd(struct MHD_Connection *c) {
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(c, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info ? (int)info->connect_fd : -1;
}

/* The value of a request header, or NULL. */
static inline const char *flowdoc_mhd_header(struct MHD_Connection *c, const char *name) {
    return MHD_lookup_connection_value(c, MHD_HEADER_KIND, name);
}

#endif
