import type { LegalDocumentContent } from '../legal-types';

export const deletePolicyEs: LegalDocumentContent = {
  title: 'Política de supresión de la cuenta y de los datos',
  effectiveDate: '2026-11-22',
  effectiveDateLabel: 'Fecha de entrada en vigor',
  intro:
    'Esta Política explica cómo puede solicitar a Plotline la supresión de su cuenta y de sus datos personales en la aplicación web de Plotline y en la aplicación móvil de Plotline (conjuntamente, el «Servicio»), qué suprimimos y en qué plazos, qué datos permanecen en el espacio de trabajo de su organización y cómo confirmamos que la supresión se ha completado. Complementa nuestra Política de privacidad.',
  sections: [
    {
      heading: '1. Ámbito de aplicación',
      paragraphs: [
        'Esta Política se aplica a todas las cuentas del Servicio, tanto si se crearon en la aplicación web como en la aplicación móvil, y a los datos personales asociados a ellas. También describe qué ocurre cuando una organización solicita la supresión de todo su espacio de trabajo.',
        'Plotline es el operador (responsable del tratamiento) encargado de llevar a cabo la supresión. Las preguntas sobre esta Política pueden enviarse a privacy@plotline.app.',
      ],
    },
    {
      heading: '2. Cómo solicitar la supresión',
      paragraphs: [
        'Puede solicitarnos en cualquier momento y de forma gratuita la supresión de su cuenta y de sus datos personales por cualquiera de las siguientes vías:',
      ],
      items: [
        'en la aplicación web: abra su perfil, elija la opción de eliminación de la cuenta y confirme su elección;',
        'en la aplicación móvil: abra la pantalla del perfil, elija la opción de eliminación de la cuenta y confirme su elección;',
        'por correo electrónico: escriba a privacy@plotline.app desde la dirección de correo electrónico vinculada a su cuenta, con el asunto «Solicitud de supresión de cuenta», indicando su nombre de usuario (login). Puede utilizar esta vía aunque ya no tenga instalada la aplicación móvil en su dispositivo o no pueda iniciar sesión.',
      ],
    },
    {
      heading: '3. Verificación de la solicitud',
      paragraphs: [
        'Para protegerle frente a una supresión solicitada por otra persona, comprobamos que la solicitud procede del titular de la cuenta. En la aplicación, usted confirma la solicitud con la sesión iniciada y es posible que se le pida que vuelva a introducir su contraseña. En las solicitudes por correo electrónico, podemos enviar un mensaje de confirmación a la dirección vinculada a la cuenta o pedir información que solo conozca el titular de la cuenta.',
        'Acusamos recibo de las solicitudes enviadas por correo electrónico a la mayor brevedad y, en todo caso, en un plazo de 10 días hábiles. Los plazos indicados a continuación se computan desde el día en que se confirma la solicitud.',
        'Si usted es el único administrador del espacio de trabajo de una organización, antes de suprimir su cuenta podemos pedirle que transfiera la administración a otro miembro o que nos indique qué desea hacer la organización con su espacio de trabajo, para que no pierda el acceso a sus datos.',
      ],
    },
    {
      heading: '4. Qué ocurre de inmediato',
      paragraphs: [
        'En cuanto se confirma la solicitud, desactivamos su cuenta: ya no puede iniciar sesión, se cierran todas las sesiones activas, las cookies token y refreshToken y los tokens de acceso de la aplicación móvil vinculados a su cuenta dejan de funcionar, cesan las notificaciones y su perfil deja de mostrarse a los demás usuarios.',
        'La supresión es irreversible. Si desea una copia de sus datos personales, solicítela antes de pedir la supresión o en el mismo mensaje; se la enviaremos antes de suprimir los datos.',
      ],
    },
    {
      heading: '5. Qué suprimimos',
      paragraphs: [
        'En un plazo de 30 días desde la confirmación de la solicitud, suprimimos de nuestros sistemas activos:',
      ],
      items: [
        'los datos de su cuenta: nombre de usuario (login), nombre, dirección de correo electrónico, número de teléfono, país, hash de la contraseña y configuración de idioma y de notificaciones;',
        'sus sesiones, tokens de autenticación y los registros de sus dispositivos para notificaciones push;',
        'los datos de mejora genética asociados únicamente a su cuenta que no pertenezcan al espacio de trabajo de ninguna organización, incluidos campos, parcelas, mediciones fenotípicas, fotografías y geolocalización de parcelas;',
        'su correspondencia con el servicio de asistencia y los datos técnicos y registros que le identifiquen, salvo que sean necesarios por alguno de los motivos descritos en la sección 10.',
      ],
    },
    {
      heading: '6. Datos de mejora genética que permanecen en su organización',
      paragraphs: [
        'Los datos introducidos en el espacio de trabajo de una organización, como campos y viveros, parcelas, mediciones fenotípicas, fotografías, variedades, datos genómicos, estadísticas y noticias, pertenecen a dicha organización y forman parte de su documentación de mejora genética. Por ello, la supresión de su cuenta personal no supone la supresión de estos datos: permanecen en el espacio de trabajo bajo el control de la organización, incluidos los registros que usted creó.',
        'Al suprimirse su cuenta, eliminamos de ese contenido sus datos personales: se suprimen su nombre y sus datos de contacto, y los registros que creó o modificó pasan a atribuirse a una etiqueta anonimizada, como «Usuario eliminado», en lugar de a usted. Las fotografías y la geolocalización de las parcelas del espacio de trabajo siguen formando parte de los datos de la organización, porque describen sus parcelas y plantas, no a usted.',
        'Si el contenido del espacio de trabajo incluye otros datos personales suyos, por ejemplo su nombre escrito en una nota, puede pedir a la organización o a nosotros que los eliminemos. Remitiremos esa solicitud a la organización, que decide sobre sus datos como titular de los mismos, y la ayudaremos a responder.',
      ],
    },
    {
      heading: '7. Supresión de datos concretos sin suprimir la cuenta',
      paragraphs: [
        'Puede suprimir en cualquier momento registros concretos, fotografías, coordenadas de parcelas y otros datos que haya introducido mediante las funciones de edición del Servicio, dentro de los permisos que le hayan otorgado los administradores de su espacio de trabajo. En el espacio de trabajo de una organización, algunos datos pueden estar protegidos frente a la supresión por las normas de la organización, porque forman parte de su documentación de mejora genética.',
        'Los registros suprimidos se eliminan de los sistemas activos y quedan sujetos después a las normas sobre copias de seguridad y al límite de conservación de las secciones 9 y 10.',
      ],
    },
    {
      heading: '8. Supresión del espacio de trabajo de una organización',
      paragraphs: [
        'Un administrador autorizado de una organización puede solicitarnos la supresión de todo el espacio de trabajo de la organización escribiendo a privacy@plotline.app. Dado que ello supone suprimir datos compartidos por muchos usuarios, primero confirmamos la solicitud con la organización y comprobamos que la persona que la formula está facultada para ello.',
        'Salvo que el contrato con la organización disponga otra cosa, suprimimos los datos del espacio de trabajo de los sistemas activos en un plazo de 30 días desde la confirmación y se aplican las normas sobre copias de seguridad y el límite de conservación indicados a continuación. Las cuentas de los miembros del espacio de trabajo no se suprimen automáticamente; cada miembro puede suprimir su propia cuenta conforme a esta Política.',
      ],
    },
    {
      heading: '9. Copias de seguridad',
      paragraphs: [
        'Para proteger los datos frente a su pérdida, realizamos copias de seguridad periódicas, que se almacenan de forma segura y solo son accesibles para el personal autorizado. Las copias de seguridad no pueden modificarse registro por registro, por lo que los datos suprimidos de los sistemas activos pueden permanecer en ellas hasta que se sobrescriban en el ciclo de rotación habitual.',
        'Mientras los datos suprimidos permanecen en una copia de seguridad, no se utilizan para ningún fin ni se restauran en los sistemas activos. Si alguna vez tuviéramos que restaurar una copia de seguridad, por ejemplo tras un fallo técnico, antes de volver a utilizar el sistema restaurado aplicaremos de nuevo todas las supresiones realizadas desde la creación de esa copia.',
      ],
    },
    {
      heading: '10. Límite de conservación: no más de 1 año',
      paragraphs: [
        'Conservamos los datos personales no más de 1 año después de la supresión de su cuenta. Transcurrido ese plazo, todos los datos personales restantes se suprimen de forma irreversible o se anonimizan, de modo que ya no puedan vincularse con usted. Los datos anonimizados, como las estadísticas agregadas sobre el uso del Servicio, dejan de ser datos personales.',
        'La única excepción es una obligación legal imperativa de conservar determinados datos durante más tiempo. En ese caso conservamos únicamente esos datos, solo durante el plazo exigido y con acceso restringido, y se lo indicamos en nuestra confirmación.',
        'Hasta que finalice el plazo de 1 año, los datos personales residuales solo pueden permanecer:',
      ],
      items: [
        'en las copias de seguridad, hasta que se sobrescriban en el ciclo de rotación;',
        'en los registros de seguridad necesarios para investigar incidentes y proteger el Servicio y a sus usuarios frente a abusos;',
        'en los registros necesarios para cumplir obligaciones legales o para formular, ejercer o defender reclamaciones, como la constancia de su solicitud de supresión y de nuestra respuesta.',
      ],
    },
    {
      heading: '11. Confirmación de la supresión',
      paragraphs: [
        'Cuando usted elimina su cuenta en la aplicación, los datos personales de su cuenta se anonimizan de inmediato y la aplicación lo confirma en pantalla; su dirección de correo electrónico también se suprime, por lo que no enviamos un correo aparte. Si presentó la solicitud por correo electrónico, respondemos a su mensaje una vez suprimidos sus datos personales de nuestros sistemas activos. La respuesta indica la fecha de la supresión, qué datos permanecen anonimizados en el espacio de trabajo de su organización y la fecha en la que se suprimirán o anonimizarán las copias residuales, que no será posterior a 1 año desde la supresión de su cuenta.',
        'Si no podemos atender la solicitud total o parcialmente, por ejemplo porque no podemos verificar su identidad o porque la ley nos obliga a conservar determinados datos, le explicaremos los motivos en nuestra respuesta y le indicaremos cómo puede impugnar nuestra decisión.',
      ],
    },
    {
      heading: '12. La aplicación móvil y los datos de su dispositivo',
      paragraphs: [
        'Desinstalar la aplicación móvil o cerrar la sesión no suprime su cuenta ni los datos almacenados en nuestros servidores. Para suprimirlos, presente una solicitud tal como se describe en la sección 2.',
        'La aplicación móvil puede conservar en su dispositivo una copia local de los datos para trabajar sin conexión. Esta copia se elimina al desinstalar la aplicación. Los datos que aún no se hayan sincronizado con nuestros servidores se perderán, por lo que le recomendamos sincronizarlos antes de eliminar la aplicación o su cuenta.',
      ],
    },
    {
      heading: '13. Preguntas, reclamaciones y modificaciones',
      paragraphs: [
        'Si tiene preguntas sobre la supresión o considera que su solicitud no se ha tramitado correctamente, escríbanos a privacy@plotline.app. También tiene derecho a presentar una reclamación ante una autoridad de control; en España es la Agencia Española de Protección de Datos (AEPD) y en la Federación de Rusia, Roskomnadzor.',
        'Podemos actualizar esta Política. La versión vigente está siempre disponible en el Servicio, y la fecha de entrada en vigor que figura al principio de la página indica desde cuándo es aplicable. Le informaremos con antelación de los cambios sustanciales.',
      ],
    },
  ],
};
