/**
 * The benchmarked structs, declared once as {@code @Struct} records; the AbiStruct annotation processor
 * generates {@code Body}, {@code Viewport} and {@code Particle} next to them. Their LWJGL twins, with the
 * same bytes, are in {@link org.abistruct.bench.lwjgl}; {@link org.abistruct.bench.SameLayout} checks that
 * the two agree before any benchmark runs.
 */
package org.abistruct.bench.structs;
