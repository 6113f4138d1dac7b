/**
 * The LWJGL 3.4.3 peer of the thesis benchmark suite: the 20 thesis structures as {@link org.lwjgl.system.Struct}
 * subclasses in the shape LWJGL's generator emits (layout from {@code __struct}/{@code __member}/{@code __array},
 * static {@code nX(long struct)} accessors over {@code MemoryUtil}, nested members as views, fixed arrays with
 * {@code Checks.check(index, N)}, struct arrays as indexed element views and {@code X.Buffer}), plus
 * {@link org.abistruct.bench.thesis.lwjgl.LwjglWorkloads} and {@link org.abistruct.bench.thesis.lwjgl.LwjglFill}.
 * The thesis's {@code BBPointer64} members are plain {@code int64_t} ({@code long}), as in its LWJGL definitions.
 */
package org.abistruct.bench.thesis.lwjgl;
