/** The back-office's texts of championships (usted) that the shared messages do not hold. */
export const championshipAdminTexts = {
  created: 'Campeonato creado',
  updated: 'Campeonato actualizado',
  saveError: 'Error al guardar el campeonato',
  deleted: 'Campeonato eliminado',
  deleteError: 'Error al eliminar el campeonato',
  deleteConfirm: (nombre: string) =>
    `¿Eliminar el campeonato ${nombre}? Se borra su clasificación; los eventos y sus resultados no cambian.`,
  listEmpty: 'No hay campeonatos. Cree uno con "Nuevo Campeonato".',
  exportError: 'Error al descargar la planilla',
  draft: 'Borrador',
  published: 'Publicado',
  draftNote:
    'Este campeonato es un borrador: solo los administradores ven su clasificación. Publíquelo cuando esté listo.',
  newDraftNote: 'El campeonato se crea como borrador: nadie más lo ve hasta que usted lo publique.',
  publish: 'Publicar',
  unpublish: 'Despublicar',
  publishedNotice: 'Campeonato publicado',
  unpublishedNotice: 'El campeonato volvió a borrador',
  publishError: 'Error al cambiar la publicación del campeonato',
} as const;
