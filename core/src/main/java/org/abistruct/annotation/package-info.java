/**
 * Annotations that declare native structs in Java source, read at compile time by the AbiStruct
 * annotation processor. See {@link org.abistruct.annotation.Struct}.
 */
package org.abistruct.annotation;
