import type { LegalDocumentContent } from '../legal-types';

export const privacyEs: LegalDocumentContent = {
  title: 'Política de privacidad',
  effectiveDate: '2026-11-22',
  effectiveDateLabel: 'Fecha de entrada en vigor',
  intro:
    'Esta Política de privacidad explica cómo Plotline recopila, utiliza, comunica y protege los datos personales cuando usted utiliza la aplicación web de Plotline y la aplicación móvil de Plotline para la captura de datos en campo (conjuntamente, el «Servicio»). Plotline es una base de datos para fitomejoradores: ayuda a gestionar campos y viveros, parcelas, observaciones fenotípicas, variedades, datos genómicos, estadísticas, noticias y notificaciones. Le rogamos que lea atentamente esta Política. Si no está de acuerdo con ella, no utilice el Servicio.',
  sections: [
    {
      heading: '1. Quiénes somos y ámbito de aplicación',
      paragraphs: [
        'El Servicio es prestado por Plotline («Plotline», «nosotros», «nuestro»). Plotline es el responsable del tratamiento (operador) de los datos personales descritos en esta Política. Puede dirigirse a nosotros para cualquier cuestión relativa a la privacidad en privacy@plotline.app.',
        'Esta Política se aplica a la aplicación web de Plotline, a la aplicación móvil de Plotline para iOS y Android y a los mensajes que enviamos en relación con ellas. No se aplica a sitios web o servicios de terceros que puedan estar enlazados desde el Servicio, que se rigen por sus propias políticas de privacidad.',
        'Muchos usuarios trabajan en el Servicio como miembros de una organización, como una empresa de mejora genética o de semillas, un instituto de investigación o una universidad, que dispone de un espacio de trabajo en Plotline. Los datos de mejora genética introducidos en el espacio de trabajo de una organización pertenecen a dicha organización. Cuando tratamos datos personales contenidos en el espacio de trabajo siguiendo instrucciones de la organización, esta es responsable del uso que haga de esos datos y podemos remitirle las solicitudes relativas a dicho contenido.',
        'Si sus datos personales se tratan conforme a la legislación de la Federación de Rusia, lea también nuestra Política de tratamiento de datos personales, adoptada conforme a la Ley Federal n.º 152-FZ «De datos personales». La forma de suprimir cuentas y datos se describe en detalle en nuestra Política de supresión de datos.',
      ],
    },
    {
      heading: '2. Datos personales que recopilamos',
      paragraphs: [
        'Recopilamos únicamente los datos necesarios para prestar el Servicio. La mayoría nos los facilita usted directamente al crear una cuenta, introducir datos o contactar con nosotros; los datos técnicos se generan automáticamente cuando su navegador o dispositivo se comunica con nuestros servidores. Si se une al espacio de trabajo de una organización, un administrador de esta puede facilitarnos su nombre, dirección de correo electrónico y función para invitarle.',
        'No solicitamos categorías especiales de datos personales (por ejemplo, datos de salud o sobre convicciones religiosas o políticas) ni datos biométricos, y el Servicio no está diseñado para tratarlos. Le rogamos que no registre dicha información en notas o fotografías y que evite fotografiar a personas en el campo. Según el uso que haga del Servicio, tratamos las siguientes categorías de datos:',
      ],
      items: [
        'Datos de la cuenta: nombre de usuario (login), nombre y apellidos, dirección de correo electrónico, número de teléfono y país; la contraseña, que conservamos únicamente en forma de hash; el idioma de la interfaz que prefiera; y, si pertenece a una organización, su espacio de trabajo y su función en él.',
        'Datos de campo y de mejora genética que introduce: campos y viveros, parcelas y su diseño, mediciones y observaciones fenotípicas, fichas de variedades, archivos de datos genómicos, notas y comentarios, junto con la información sobre quién creó o modificó cada registro y cuándo.',
        'Fotografías: las imágenes que toma o sube al Servicio, con su fecha y hora de captura. Las fotografías pueden contener metadatos incrustados (como fecha, hora y, según la configuración del dispositivo, ubicación); utilizamos la fecha de captura para vincular cada fotografía con la observación correspondiente.',
        'Geolocalización de parcelas: las coordenadas geográficas de una parcela o campo, solo si decide registrarlas. La aplicación móvil solicita acceso a la ubicación del dispositivo únicamente cuando utiliza esta función y no rastrea su ubicación en segundo plano.',
        'Datos técnicos: modelo del dispositivo, sistema operativo y su versión, versión de la aplicación, tipo de navegador, dirección IP, zona horaria, fecha y hora de las solicitudes, registros del servidor y de la aplicación e informes de errores necesarios para mantener el Servicio estable y seguro.',
        'Cookies y almacenamiento del dispositivo: las cookies estrictamente necesarias token, refreshToken y language descritas en la sección 3.',
        'Correspondencia: el contenido de los mensajes que nos envía, por ejemplo, al solicitar asistencia o ejercer sus derechos.',
      ],
    },
    {
      heading: '3. Cookies y almacenamiento del dispositivo',
      paragraphs: [
        'La aplicación web utiliza únicamente las cookies indicadas a continuación. Todas son estrictamente necesarias: sin ellas no es posible iniciar sesión ni utilizar el Servicio en el idioma elegido. No utilizamos cookies publicitarias, cookies analíticas ni cookies que le rastreen en otros sitios web. Puede eliminar o bloquear las cookies en la configuración de su navegador, pero en ese caso se cerrará su sesión y el Servicio no funcionará correctamente.',
        'La aplicación móvil no utiliza cookies del navegador. Guarda tokens de acceso equivalentes en el almacenamiento seguro del sistema operativo del dispositivo y puede conservar una copia local de los datos que introduce, para que pueda seguir trabajando en el campo sin conexión hasta que los datos se sincronicen con nuestros servidores.',
        'Las cookies que utiliza la aplicación web son:',
      ],
      items: [
        'token: token de autenticación que confirma que ha iniciado sesión. Es válido durante un breve periodo de sesión y se renueva automáticamente.',
        'refreshToken: token que permite renovar la sesión de forma segura sin volver a pedirle la contraseña. Deja de ser válido cuando cierra la sesión o cuando caduca.',
        'language: recuerda el idioma de la interfaz que ha elegido. No contiene información que le identifique.',
      ],
    },
    {
      heading: '4. Finalidades del tratamiento',
      paragraphs: [
        'Utilizamos los datos personales únicamente para las finalidades indicadas a continuación y no los tratamos de forma incompatible con ellas. No vendemos datos personales, no los utilizamos con fines publicitarios ni para elaborar perfiles comerciales y no adoptamos decisiones basadas únicamente en el tratamiento automatizado que produzcan efectos jurídicos o le afecten significativamente de modo similar.',
        'Utilizamos los datos personales para:',
      ],
      items: [
        'crear y mantener su cuenta, autenticarle y mantener su sesión iniciada;',
        'almacenar, mostrar, sincronizar y hacer copias de seguridad de los datos de campo y de mejora genética que introduce en la web y en la aplicación móvil, incluida la captura sin conexión y su posterior sincronización;',
        'prestar las funciones que solicita, como estadísticas, informes, consulta de datos genómicos y el uso compartido de datos con los miembros de su espacio de trabajo conforme a los permisos establecidos por sus administradores;',
        'enviar notificaciones del servicio y noticias sobre el Servicio dentro de la aplicación y, si las ha activado, mediante notificaciones push o correo electrónico; puede cambiar la configuración de notificaciones en su perfil o en su dispositivo;',
        'responder a sus consultas y solicitudes de asistencia y tramitar las solicitudes de ejercicio de sus derechos;',
        'proteger el Servicio, a nuestros usuarios y a nosotros mismos: detectar y prevenir accesos no autorizados, abusos y fraudes, investigar incidentes y conservar registros de seguridad;',
        'mantener y mejorar la fiabilidad y el rendimiento del Servicio, utilizando en lo posible datos técnicos de forma agregada;',
        'cumplir las obligaciones legales y formular, ejercer o defender reclamaciones.',
      ],
    },
    {
      heading: '5. Bases jurídicas del tratamiento',
      paragraphs: [
        'La base jurídica de cada tratamiento depende de la ley que le resulte aplicable. Cuando se aplica la legislación rusa, las bases jurídicas figuran en nuestra Política de tratamiento de datos personales adoptada conforme a la Ley Federal n.º 152-FZ «De datos personales».',
        'Cuando se aplican el Reglamento General de Protección de Datos de la UE (RGPD), el RGPD del Reino Unido u otras leyes similares, nos basamos en las siguientes bases jurídicas:',
      ],
      items: [
        'ejecución de un contrato (artículo 6.1.b del RGPD): para prestar el Servicio conforme a las condiciones de uso, incluidos su cuenta, el almacenamiento y la sincronización de sus datos y las notificaciones necesarias para el Servicio;',
        'interés legítimo (artículo 6.1.f del RGPD): para mantener la seguridad del Servicio, prevenir abusos, conservar registros, mejorar la fiabilidad, informar a los miembros de un espacio de trabajo sobre la actividad relevante para su trabajo y defender reclamaciones; solo recurrimos a esta base cuando no prevalecen sus intereses, derechos y libertades;',
        'cumplimiento de una obligación legal (artículo 6.1.c del RGPD): por ejemplo, para atender requerimientos legítimos de las autoridades públicas y conservar los registros exigidos por la ley;',
        'consentimiento (artículo 6.1.a del RGPD): para las funciones opcionales que lo requieren, como el acceso a la ubicación o a la cámara del dispositivo en la aplicación móvil y las notificaciones push. Puede retirar su consentimiento en cualquier momento en la aplicación o en la configuración del dispositivo; la retirada no afecta a la licitud del tratamiento previo.',
      ],
    },
    {
      heading: '6. Con quién compartimos los datos',
      paragraphs: [
        'No vendemos ni alquilamos datos personales. Solo los comunicamos a los destinatarios indicados a continuación, en la medida estrictamente necesaria y, cuando la ley lo exige, sobre la base de un contrato por escrito:',
      ],
      items: [
        'miembros del espacio de trabajo de su organización: su nombre y los registros que crea son visibles para los demás miembros según las funciones y permisos establecidos por los administradores del espacio de trabajo;',
        'proveedores de servicios que tratan datos por cuenta nuestra (encargados del tratamiento), como proveedores de alojamiento y centros de datos, servicios de copias de seguridad y almacenamiento, servicios de envío de correo electrónico y, si activa las notificaciones push, los servicios de notificación de las plataformas móviles (Apple y Google); solo pueden tratar los datos siguiendo nuestras instrucciones y deben garantizar su confidencialidad y seguridad;',
        'asesores profesionales, como abogados y auditores, sujetos a obligaciones de confidencialidad;',
        'autoridades públicas, juzgados y tribunales y fuerzas de seguridad, cuando la ley nos obligue o cuando la comunicación sea necesaria para proteger los derechos, bienes o seguridad de nuestros usuarios, del público o de Plotline;',
        'un sucesor o adquirente en caso de fusión, adquisición o venta de la totalidad o parte de nuestro negocio, siempre que siga protegiendo los datos personales conforme a esta Política; le informaremos de ello con antelación;',
        'otros destinatarios, si usted nos lo solicita o lo consiente.',
      ],
    },
    {
      heading: '7. Dónde se almacenan los datos y transferencias internacionales',
      paragraphs: [
        'El Servicio está alojado en servidores de centros de datos profesionales gestionados por nuestros proveedores de alojamiento. El registro, la sistematización, la acumulación, el almacenamiento, la actualización y la extracción de los datos personales de los ciudadanos de la Federación de Rusia se realizan mediante bases de datos situadas en el territorio de la Federación de Rusia, tal como exige el artículo 18, apartado 5, de la Ley Federal n.º 152-FZ.',
        'Dado que los usuarios y los proveedores pueden encontrarse en distintos países, los datos personales pueden transferirse a países distintos de aquel en el que usted reside y ser accesibles desde ellos. En tal caso, protegemos los datos con las garantías exigidas por la ley aplicable. Para las transferencias fuera del Espacio Económico Europeo, el Reino Unido o Suiza, nos basamos en decisiones de adecuación o en cláusulas contractuales tipo aprobadas por las autoridades competentes, completadas cuando es necesario con medidas adicionales. Las transferencias transfronterizas desde la Federación de Rusia se realizan conforme al artículo 12 de la Ley Federal n.º 152-FZ, incluida la notificación previa a la autoridad de control rusa.',
        'Puede solicitarnos más información sobre las transferencias internacionales y una copia de las garantías aplicadas escribiendo a privacy@plotline.app.',
      ],
    },
    {
      heading: '8. Plazos de conservación',
      paragraphs: [
        'Conservamos los datos personales únicamente durante el tiempo necesario para los fines para los que se recogieron. Tras la supresión de su cuenta, eliminamos sus datos personales de nuestros sistemas activos en un plazo de 30 días. Las copias residuales, como los datos de las copias de seguridad, los registros de seguridad y los registros necesarios para cumplir la ley o defender reclamaciones, se conservan durante no más de 1 año desde la supresión de la cuenta y, después, se suprimen de forma irreversible o se anonimizan, salvo que una norma imperativa nos obligue a conservar determinados datos durante más tiempo. Los detalles figuran en nuestra Política de supresión de datos.',
        'Dentro de estos límites, se aplican los siguientes plazos de conservación:',
      ],
      items: [
        'datos de la cuenta: mientras exista su cuenta;',
        'datos de campo y de mejora genética: mientras permanezcan en su cuenta o en el espacio de trabajo de su organización; los datos del espacio de trabajo se conservan mientras la organización utilice el Servicio, de acuerdo con su contrato con nosotros, y sus datos personales incluidos en ellos se anonimizan al suprimirse su cuenta;',
        'datos técnicos y registros de seguridad: durante el periodo limitado necesario para la seguridad y la resolución de incidencias y, en cualquier caso, no más de 1 año;',
        'correspondencia: durante el tiempo necesario para tramitar su solicitud y no más de 1 año desde su resolución.',
      ],
    },
    {
      heading: '9. Cómo protegemos los datos',
      paragraphs: [
        'Protegemos los datos personales con medidas técnicas y organizativas adecuadas a los riesgos del tratamiento, para evitar el acceso, la alteración, la pérdida y la divulgación no autorizados o accidentales. Ningún método de transmisión o almacenamiento es completamente seguro, pero revisamos y mejoramos nuestras medidas periódicamente. Si se produce una violación de la seguridad de los datos personales, la notificaremos a las autoridades competentes y a los usuarios afectados en los casos y en la forma previstos por la ley.',
        'Usted también puede contribuir: mantenga su contraseña en secreto, cierre la sesión en dispositivos compartidos y avísenos de inmediato en privacy@plotline.app si sospecha de un acceso no autorizado a su cuenta.',
        'Nuestras medidas incluyen:',
      ],
      items: [
        'el cifrado de los datos en tránsito entre su navegador o dispositivo y nuestros servidores (HTTPS/TLS);',
        'la conservación de las contraseñas únicamente en forma de hash y el uso de tokens de autenticación de corta duración;',
        'el control de acceso basado en funciones en los espacios de trabajo y el acceso a los sistemas de producción limitado al personal autorizado que lo necesita para su trabajo y está sujeto a confidencialidad;',
        'copias de seguridad periódicas, supervisión y registro de los accesos a nuestros sistemas y procedimientos para detectar y responder a incidentes de seguridad;',
        'una selección cuidadosa de proveedores que ofrezcan garantías suficientes de protección de datos.',
      ],
    },
    {
      heading: '10. Sus derechos',
      paragraphs: [
        'Con arreglo a las condiciones y excepciones previstas en la ley que le resulte aplicable, tiene derecho a:',
      ],
      items: [
        'acceso: obtener confirmación de si tratamos sus datos personales, una copia de dichos datos e información sobre cómo los tratamos;',
        'rectificación: obtener la corrección de datos inexactos o incompletos; puede actualizar usted mismo la mayoría de los datos de su cuenta en su perfil;',
        'supresión: obtener la supresión de su cuenta y de sus datos personales, desde el perfil de la aplicación o por correo electrónico, tal como se describe en nuestra Política de supresión de datos;',
        'portabilidad: recibir los datos personales que nos haya facilitado en un formato estructurado, de uso común y lectura mecánica, y que se transmitan a otro proveedor cuando sea técnicamente posible;',
        'oposición y limitación: oponerse al tratamiento basado en nuestro interés legítimo y solicitar la limitación del tratamiento en los casos previstos por la ley;',
        'retirada del consentimiento: retirar en cualquier momento el consentimiento prestado, con efectos para el futuro;',
        'reclamación: presentar una reclamación ante una autoridad de control, en particular en el país en el que resida o trabaje o en el que se haya producido la supuesta infracción; en España es la Agencia Española de Protección de Datos (AEPD) y en la Federación de Rusia, el Servicio Federal de Supervisión de las Comunicaciones, las Tecnologías de la Información y los Medios de Comunicación (Roskomnadzor).',
      ],
    },
    {
      heading: '11. Cómo ejercer sus derechos',
      paragraphs: [
        'Para ejercer sus derechos, escriba a privacy@plotline.app desde la dirección de correo electrónico vinculada a su cuenta o utilice las funciones disponibles en su perfil. Antes de atender una solicitud podemos pedirle información adicional para verificar su identidad, de modo que sus datos no se comuniquen a terceros ni se supriman a petición de otra persona.',
        'Respondemos en el plazo de un mes desde la recepción de la solicitud, o en un plazo más breve si así lo exige la ley aplicable (por ejemplo, 10 días hábiles para las solicitudes conforme a la legislación rusa). Cuando la ley lo permita, podemos prorrogar el plazo en solicitudes complejas, indicándole los motivos. El ejercicio de los derechos es gratuito, salvo que la solicitud sea manifiestamente infundada o excesiva.',
        'Las solicitudes relativas a datos personales contenidos en el espacio de trabajo de una organización también pueden dirigirse a dicha organización. Cuando sea la organización quien decida cómo se utilizan esos datos, le remitiremos su solicitud y la ayudaremos a responder.',
      ],
    },
    {
      heading: '12. Menores',
      paragraphs: [
        'El Servicio está destinado a profesionales y estudiantes que trabajan en la mejora genética vegetal y no está dirigido a menores de 13 años. La edad mínima para utilizar el Servicio es de 13 años. No recopilamos a sabiendas datos personales de menores de 13 años.',
        'Si no ha alcanzado la edad a partir de la cual puede consentir el tratamiento de sus datos personales conforme a la ley de su país (por ejemplo, 14 años en España e Italia, o 16 años en otros países de la UE), solo puede utilizar el Servicio con el consentimiento de sus padres o tutores legales.',
        'Si tenemos conocimiento de que hemos recopilado datos personales de un menor de 13 años, los suprimiremos y cerraremos la cuenta sin demora. Si cree que un menor de 13 años nos ha facilitado datos personales, contacte con nosotros en privacy@plotline.app.',
      ],
    },
    {
      heading: '13. Modificaciones de esta Política',
      paragraphs: [
        'Podemos actualizar esta Política cuando cambien el Servicio, nuestras prácticas o la ley. La versión vigente está siempre disponible en el Servicio, y la fecha de entrada en vigor que figura al principio de la página indica desde cuándo es aplicable.',
        'Si introducimos cambios sustanciales, se lo comunicaremos con antelación mediante un aviso en el Servicio o por correo electrónico. Si la ley exige su consentimiento para un cambio, se lo solicitaremos. Las versiones anteriores de esta Política están disponibles a petición.',
      ],
    },
    {
      heading: '14. Contacto',
      paragraphs: [
        'Si tiene preguntas sobre esta Política o sobre el tratamiento de sus datos personales, o desea ejercer sus derechos, escríbanos a privacy@plotline.app. Le rogamos que escriba desde la dirección de correo electrónico vinculada a su cuenta, o que la indique en su mensaje, para que podamos localizar sus datos rápidamente.',
        'Si no está satisfecho con nuestra respuesta, puede dirigirse a una autoridad de control tal como se indica en la sección 10.',
      ],
    },
  ],
};
