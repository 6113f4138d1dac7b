/**
 * The LWJGL peers: hand-written {@link org.lwjgl.system.Struct} subclasses in the shape LWJGL's own
 * generator emits (layout computed by {@code __struct}/{@code __member}/{@code __array} in a static
 * initialiser into {@code static final int} offsets; static {@code nX(long struct)} accessors over
 * {@code MemoryUtil.memGet*}/{@code memPut*}; instance accessors calling them with {@code address()};
 * {@code malloc()}/{@code free()} through {@code nmemAllocChecked}/{@code nmemFree}; a nested
 * {@code Buffer extends StructBuffer} for arrays). Member arrays follow LWJGL's {@code float name[N]}
 * idiom: {@code name(int index)} with {@code Checks.check(index, N)}.
 */
package org.abistruct.bench.lwjgl;
