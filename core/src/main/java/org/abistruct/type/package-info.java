/**
 * The type model: what a native structure contains, independent of any ABI. Sealed and immutable;
 * build it in code ({@link org.abistruct.type.StructType#struct}) or parse it from C/GLSL text
 * ({@link org.abistruct.schema.SchemaParser}).
 */
package org.abistruct.type;
