/**
 * Arrays by record id, reused from one query to the next: a search may touch most records of a large
 * site, and fresh arrays of that size on every keystroke keep the garbage collector busy. An array taken
 * is zeroed (or filled) and valid until the same slot is taken again, that is, for one query.
 */
type Kind = 'float32' | 'float64' | 'uint8' | 'int32';
type ArrayOf<K extends Kind> = K extends 'float32'
  ? Float32Array
  : K extends 'float64'
    ? Float64Array
    : K extends 'uint8'
      ? Uint8Array
      : Int32Array;

const CONSTRUCTORS = { float32: Float32Array, float64: Float64Array, uint8: Uint8Array, int32: Int32Array };

export class Scratch {
  private readonly arrays = new Map<string, ArrayOf<Kind>>();

  take<K extends Kind>(kind: K, slot: string, size: number, fill = 0): ArrayOf<K> {
    const name = `${kind} ${slot}`;
    let array = this.arrays.get(name) as ArrayOf<K> | undefined;
    if (!array || array.length < size) {
      // Room to grow: records keep arriving while the index is built.
      array = new CONSTRUCTORS[kind](Math.max(size, Math.ceil((array?.length ?? 0) * 1.5))) as ArrayOf<K>;
      this.arrays.set(name, array);
    }
    array.fill(fill, 0, size);
    return array;
  }
}
