// Minimal typings for the part of topojson-client the basemap uses (the package ships none).
declare module 'topojson-client' {
  export interface TopologyObject {
    type: string;
    geometries?: unknown[];
  }
  export interface Topology {
    type: 'Topology';
    objects: Record<string, TopologyObject>;
    arcs: number[][][];
    transform?: { scale: [number, number]; translate: [number, number] };
  }
  export function feature(topology: Topology, object: TopologyObject): GeoJsonFeatureCollection;
  export interface GeoJsonFeature {
    type: 'Feature';
    id?: string | number;
    properties: Record<string, unknown> | null;
    geometry: { type: string; coordinates: unknown } | null;
  }
  export interface GeoJsonFeatureCollection {
    type: 'FeatureCollection';
    features: GeoJsonFeature[];
  }
}
