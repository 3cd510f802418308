#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A minimal mutual-exclusion lock over `pthread_mutex_t`, for the few places the core must
/// guard state shared across threads without Foundation or `Synchronization` (whose `Mutex`
/// needs newer Apple platforms than the library's).
///
/// Safety of `@unchecked Sendable`: the mutex is heap-allocated once, never moved, and only
/// touched through `pthread_mutex_lock`/`unlock`, which are thread-safe by definition.
package final class Lock: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  package init() {
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  package func withLock<T>(_ body: () throws -> T) rethrows -> T {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
